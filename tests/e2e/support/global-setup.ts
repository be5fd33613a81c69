// Checks once, before any worker starts, that the built UI is there: every spec runs against the
// prerendered pages in ui/dist (scripts/test.sh builds them first), or in PORTOLAN_E2E_UI_DIR (a copy
// of a build, so that a rebuild during a run cannot change the files under the tests).

import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

export const UI_DIR = resolve(
  process.env.PORTOLAN_E2E_UI_DIR || resolve(import.meta.dirname, "../../../ui/dist"),
);

export default function globalSetup(): void {
  if (!existsSync(join(UI_DIR, "cn.html"))) {
    throw new Error(`${UI_DIR} has no prerendered pages: run \`pnpm --dir ui run build\` first`);
  }
}
