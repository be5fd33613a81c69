import { defineConfig } from "vitest/config";

// One runner for every package's unit tests (tests sit beside the code). Coverage gates apply to
// the pure packages, where a missed line is a business rule nobody checked.
export default defineConfig({
  test: {
    include: [
      "{core,contracts,adapters,server,tests,ui/kit,ui/site,ui/app}/src/**/*.test.{ts,tsx}",
      "tools/*.test.ts",
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
