import { fileURLToPath } from "node:url";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

// The UI's one Lingui configuration: its macros are compiled and its PO catalogues load in tests as
// in the builds. vanilla-extract's plugin lets a component test import a component with its styles.
process.env.LINGUI_CONFIG ??= fileURLToPath(new URL("./ui/lingui.config.ts", import.meta.url));

const POSTGRES_SETUP = "server/src/testing/postgres-global-setup.ts";

/** Every package's tests (beside the code), the tools' and the UI build scripts'. */
const EVERY_TEST = [
  "{core,contracts,adapters,server,tests,ui/kit,ui/site,ui/app}/src/**/*.test.{ts,tsx}",
  "tools/*.test.ts",
  "ui/scripts/*.test.ts",
];

/** The tests run a second time with the accounts on PostgreSQL. */
const ACCOUNTS_ON_POSTGRES = [
  "server/src/http/*-http.test.ts",
  "server/src/services/**/*-http.test.ts",
  "server/src/services/auth/password-reset.test.ts",
  "server/src/services/commerce/{checkout,bank-transfer,paypal-checkout,create-order}.test.ts",
  "server/src/trade/exports/export-jobs-http.test.ts",
  "server/src/cli/operator-*.test.ts",
  "tests/src/fault/{two-processes,crash-durability,alerts-crash}.test.ts",
  "tests/src/fuzz/endpoints-fuzz.test.ts",
];

// One runner for every package's unit tests (tests sit beside the code). Coverage gates apply to
// the pure packages, where a missed line is a business rule nobody checked.
export default defineConfig({
  plugins: [
    // Only the UI's files carry Lingui's macros: the other packages' tests skip Babel.
    babel({ include: /[\\/]ui[\\/].*\.[jt]sx?$/, presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    vanillaExtractPlugin(),
  ],
  test: {
    // One real PostgreSQL for the run (Debian's server in a temporary folder): the accounts
    // conformance suite and the account calls run on it as on SQLite.
    globalSetup: [POSTGRES_SETUP],
    projects: [
      // Everything, with the accounts on SQLite (the embedded default).
      { extends: true, test: { name: "all", include: EVERY_TEST } },
      // The account calls again with the accounts on PostgreSQL: the HTTP tests of the account-side
      // areas, two providers sharing one database, the fuzz and the kill -9 test (issue 32).
      {
        extends: true,
        test: {
          name: "accounts-on-postgres",
          include: ACCOUNTS_ON_POSTGRES,
          env: { PORTOLAN_TEST_ACCOUNTS: "postgres" },
        },
      },
    ],
    coverage: {
      provider: "v8",
      include: ["core/src/**/*.ts", "contracts/src/**/*.ts"],
      exclude: ["**/*.test.ts", "**/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: {
        "core/src/**": { lines: 98 },
        "contracts/src/**": { lines: 98 },
      },
    },
  },
});
