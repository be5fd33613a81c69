import { fileURLToPath } from "node:url";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

// The UI's one Lingui configuration: its macros are compiled and its PO catalogues load in tests as
// in the builds. vanilla-extract's plugin lets a component test import a component with its styles.
process.env.LINGUI_CONFIG ??= fileURLToPath(new URL("./ui/lingui.config.ts", import.meta.url));

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
    include: [
      "{core,contracts,adapters,server,tests,ui/kit,ui/site,ui/app}/src/**/*.test.{ts,tsx}",
      "tools/*.test.ts",
      "ui/scripts/*.test.ts",
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
