import { resolveParties, resolveCompanies } from "@portolan/core";
import { generateLabelled } from "/work/main/tests/bench/er/generate.ts";
const rows = generateLabelled(2027, 20000).map((l) => l.row);
const cpu = (f: () => void) => { const s = process.cpuUsage(); f(); const d = process.cpuUsage(s); return ((d.user + d.system) / 1000).toFixed(0); };
for (let k = 0; k < 3; k++) {
  const a = cpu(() => resolveCompanies(rows.map((x) => ({ country: x.country, name: x.name, count: x.count }))));
  const b = cpu(() => resolveParties(rows));
  console.log(rows.length, "current", a, "resolver", b);
}
