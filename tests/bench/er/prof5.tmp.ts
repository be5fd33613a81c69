import { nodesOf, candidatePairs, blockingKeys } from "@portolan/core";
import { generateLabelled } from "/work/main/tests/bench/er/generate.ts";
const rows = generateLabelled(2027, 20000).map((l) => l.row);
const { nodes } = nodesOf(rows);
const pairs = candidatePairs(nodes.map((n) => n.blocked));
console.log("rows", rows.length, "nodes", nodes.length, "pairs", pairs.length);
const kinds = new Map<string, number>();
// count pairs by which key type would produce them: approximate by block sizes
const blocks = new Map<string, number>();
const freq = new Map<string, number>();
for (const n of nodes) for (const w of new Set(n.blocked.words)) freq.set(n.country + w, (freq.get(n.country + w) ?? 0) + 1);
for (const n of nodes) for (const k of new Set(blockingKeys(n.blocked, (w) => freq.get(n.country + w) ?? 0))) blocks.set(k, (blocks.get(k) ?? 0) + 1);
const byType = new Map<string, [number, number]>();
for (const [k, size] of blocks) { const t = k[0]; const e = byType.get(t) ?? [0, 0]; e[0] += 1; e[1] += size <= 24 ? size * (size - 1) / 2 : size * 3; byType.set(t, e); }
console.log([...byType]);
