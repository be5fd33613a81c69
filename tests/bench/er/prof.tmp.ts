import { candidatePairs, nodesOf, resolveParties } from "@portolan/core";
import { generateLabelled } from "/work/main/tests/bench/er/generate.ts";

const rows = generateLabelled(2027, 4000).map((l) => l.row);
let t = performance.now();
const { nodes } = nodesOf(rows);
console.log("nodes", nodes.length, (performance.now() - t).toFixed(0));
t = performance.now();
const pairs = candidatePairs(nodes.map((n) => n.blocked));
console.log("pairs", pairs.length, (performance.now() - t).toFixed(0));
t = performance.now();
resolveParties(rows);
console.log("all", rows.length, (performance.now() - t).toFixed(0));
