// CLI for the import rules: reads every TypeScript file of the packages and fails on a violation.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkArchitecture, PACKAGE_DIRS } from "./architecture-rules.ts";

const root = join(import.meta.dirname, "..");
const listed = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", ...Object.values(PACKAGE_DIRS)],
  {
    cwd: root,
    encoding: "utf8",
  },
);
const paths = listed.split("\n").filter((p) => /\.tsx?$/.test(p) && !p.endsWith(".d.ts"));
const files = paths.map((path) => ({ path, source: readFileSync(join(root, path), "utf8") }));
const violations = checkArchitecture(files);
for (const v of violations) console.error(`architecture: ${v.path}: [${v.rule}] ${v.detail}`);
console.log(`architecture: ${files.length} files checked, ${violations.length} violations`);
process.exit(violations.length === 0 ? 0 : 1);
