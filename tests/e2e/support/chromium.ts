// Debian's Chromium and the flags every run uses (the browser suite and the Lighthouse benchmark):
// no sandbox (CI runs as root), no GPU, nothing that phones home during a measurement.

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const;
