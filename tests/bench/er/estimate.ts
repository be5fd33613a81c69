// Estimating the comparison's weights (issue 30, D304): among the pairs blocking proposes on a
// labelled set, m = P(level | one firm) and u = P(level | two firms) for every field's level, the
// weight log2(m/u) (counts smoothed by one half), and the prior log2 of the share of true pairs.

import { candidatePairs, comparePair, nodesOf } from "@portolan/core";
import type { LabelledRow } from "./generate.ts";

export const estimateWeights = (rows: readonly LabelledRow[]) => {
  const { nodes } = nodesOf(rows.map((r) => r.row));
  const truthOf = nodes.map((n) => (rows[n.top] as LabelledRow).truth);
  const pairs = candidatePairs(nodes.map((n) => n.blocked));
  const tally = new Map<string, { m: number; u: number }>();
  let matches = 0;
  for (const [i, j] of pairs) {
    const same = truthOf[i] === truthOf[j];
    if (same) matches += 1;
    const score = comparePair(nodes[i]?.compared as never, nodes[j]?.compared as never);
    for (const e of score.evidence) {
      if (e.field === "prior") continue;
      const key = `${e.field}:${e.level}`;
      const t = tally.get(key) ?? { m: 0, u: 0 };
      if (same) t.m += 1;
      else t.u += 1;
      tally.set(key, t);
    }
  }
  const others = pairs.length - matches;
  const weights = Object.fromEntries(
    [...tally]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, t]) => {
        const m = (t.m + 0.5) / (matches + 1);
        const u = (t.u + 0.5) / (others + 1);
        return [
          k,
          { m: Number(m.toFixed(3)), u: Number(u.toFixed(3)), weight: Number(Math.log2(m / u).toFixed(2)) },
        ];
      }),
  );
  return {
    pairs: pairs.length,
    matches,
    prior: Number(Math.log2(matches / Math.max(1, others)).toFixed(2)),
    weights,
  };
};
