// Writes a package's index: explicit named exports of every non-test module (usage: node tools/gen-index.mjs core/src [skip-file,...] > core/src/index.ts; then biome check --write).

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parseSync } from "oxc-parser";

const pkgSrc = process.argv[2];
const skip = new Set((process.argv[3] ?? "").split(",").filter(Boolean));
const files = [];
const walk = (d) => {
  for (const f of readdirSync(d).sort()) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.ts$/.test(f) && !f.endsWith(".test.ts") && f !== "index.ts" && !skip.has(f)) files.push(p);
  }
};
walk(pkgSrc);
let out = "// The package's public surface: explicit named exports, one line per module.\n\n";
for (const f of files) {
  const ast = parseSync(f, readFileSync(f, "utf8")).program;
  const names = [];
  for (const st of ast.body) {
    if (st.type !== "ExportNamedDeclaration") continue;
    const typeOnly = st.exportKind === "type";
    const d = st.declaration;
    if (d) {
      const isType = typeOnly || ["TSTypeAliasDeclaration", "TSInterfaceDeclaration"].includes(d.type);
      if (d.type === "VariableDeclaration") for (const v of d.declarations) names.push([v.id.name, false]);
      else if (d.id) names.push([d.id.name, isType]);
    } else for (const s of st.specifiers) names.push([s.exported.name, typeOnly || s.exportKind === "type"]);
  }
  if (names.length === 0) continue;
  // A name that is both a value and a type (a schema and its type) is exported once, as the value.
  const values = new Set(names.filter(([, t]) => !t).map(([n]) => n));
  for (let i = names.length - 1; i >= 0; i--) if (names[i][1] && values.has(names[i][0])) names.splice(i, 1);
  const list = names.map(([n, t]) => (t ? `type ${n}` : n)).join(", ");
  out += `export { ${list} } from "./${relative(pkgSrc, f)}";\n`;
}
process.stdout.write(out);
