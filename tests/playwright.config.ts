// The browser suite (issue 4 "Tests"): Playwright in Debian's Chromium (never a downloaded browser)
// against the real provider serving the built UI. globalSetup starts the provider on a free port with
// a fresh data folder; the specs read its address from the environment (e2e/support/fixtures.ts).

import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium.ts";

const ROOT = join(import.meta.dirname, "..");

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/support/global-setup.ts",
  outputDir: join(ROOT, "test-results"),
  fullyParallel: true,
  // A 2-core machine: the provider and two browsers share it.
  workers: 2,
  retries: 0,
  forbidOnly: process.env.CI === "true",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: join(ROOT, ".reports/playwright.json") }]],
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 900 },
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
});
