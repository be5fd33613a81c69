import { normaliseText, parsePartyName, partyEvidence, resolveParties } from "@portolan/core";
import { generateLabelled } from "/work/main/tests/bench/er/generate.ts";

const rows = generateLabelled(2027, 4000).map((l) => l.row);
for (let k = 0; k < 3; k++) {
  let t = performance.now();
  for (const r of rows) parsePartyName(r.name);
  const a = performance.now() - t;
  t = performance.now();
  for (const r of rows) partyEvidence(r);
  const b = performance.now() - t;
  t = performance.now();
  for (const r of rows) normaliseText(r.name);
  const c = performance.now() - t;
  t = performance.now();
  resolveParties(rows);
  console.log(
    "parse",
    a.toFixed(0),
    "evidence",
    b.toFixed(0),
    "fold",
    c.toFixed(0),
    "all",
    (performance.now() - t).toFixed(0),
  );
}
