// Type-checks every package with its own tsconfig: core and contracts compile without DOM or Node
// types, so a stray `document` or `process` in them is a type error, not just a lint warning.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const projects = [
  "core/tsconfig.json",
  "core/tsconfig.test.json",
  "contracts/tsconfig.json",
  "contracts/tsconfig.test.json",
  "adapters/tsconfig.json",
  "server/tsconfig.json",
  "ui/kit/tsconfig.json",
  "ui/site/tsconfig.json",
  "ui/app/tsconfig.json",
  "tests/tsconfig.json",
  "tools/tsconfig.json",
].filter((p) => existsSync(join(root, p)));

let failed = 0;
for (const project of projects) {
  const run = spawnSync(join(root, "node_modules/.bin/tsc"), ["-p", project], {
    cwd: root,
    stdio: "inherit",
    shell: false,
    env: process.env,
  });
  if (run.status !== 0) failed += 1;
  console.log(`typecheck ${project}: ${run.status === 0 ? "ok" : "FAILED"}`);
}
process.exit(failed === 0 ? 0 : 1);
