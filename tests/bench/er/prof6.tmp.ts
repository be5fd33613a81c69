import { resolveParties } from "@portolan/core";
import { generateLabelled } from "/work/main/tests/bench/er/generate.ts";
const rows = generateLabelled(2027, 20000).map((l) => l.row);
for (let k = 0; k < 3; k++) resolveParties(rows);
