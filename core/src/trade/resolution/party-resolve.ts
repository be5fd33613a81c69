// Entity resolution as record linkage (issue 30): party rows → firms. Rows whose parsed names give
// one key in one country are one firm outright (party-name.ts); those firms are then compared in
// blocks (party-blocking.ts) and scored field by field (party-compare.ts). Links are taken strongest
// first; a link never joins two groups that hold a pair scored as apart, so a spelling between two
// near-named firms joins at most one of them, and names of the "different" level never link. Each
// firm gets its display name and forwarder reasons. Operators' rules come first (D306, rule-plan.ts):
// an "apart" rule is a pair kept apart like a scored one, whatever the evidence, and splits a key
// group holding both its spellings; "same" rules link before any scored link, in the order given,
// unless an "apart" rule forbids it (apart wins: a wrong merge shows another company's bills).

import type { FirmRule } from "./firm-rules.ts";
import { candidatePairs } from "./party-blocking.ts";
import { comparePair, type PairScore, pairWeight } from "./party-compare.ts";
import type { PartyRow } from "./party-evidence.ts";
import { type FirmNode, nodesOf } from "./party-nodes.ts";
import { APART_WEIGHT, LINK_WEIGHT } from "./party-weights.ts";
import { firmsOf, type ResolvedFirm } from "./resolved-firms.ts";
import { planRules } from "./rule-plan.ts";

export interface FirmLink {
  /** One row of each side (the most used of its group; of each spelling of an operator's rule). */
  readonly a: number;
  readonly b: number;
  /** A rule's link has the evidence entry `{ field: "rule", level: "same" }` first, then the comparison. */
  readonly score: PairScore;
}

export interface PartyResolution {
  readonly firms: readonly ResolvedFirm[];
  /** For each input row, the index of its firm. */
  readonly firmOf: readonly number[];
  /** The links that joined groups, with their evidence. */
  readonly links: readonly FirmLink[];
}

/** The score of two rows as the resolver would weigh them, each on its own evidence (for a person asking why). */
export const explainPair = (a: PartyRow, b: PartyRow): PairScore => {
  const [x] = nodesOf([a]).nodes as [FirmNode];
  const [y] = nodesOf([b]).nodes as [FirmNode];
  return comparePair(x.compared, y.compared);
};

/** The two thresholds, on the weight's log2 odds scale (party-weights.ts holds the chosen ones). */
export interface ResolveOptions {
  readonly linkWeight: number;
  readonly apartWeight: number;
}

export const resolveParties = (
  rows: readonly PartyRow[],
  options: ResolveOptions = { linkWeight: LINK_WEIGHT, apartWeight: APART_WEIGHT },
  rules: readonly FirmRule[] = [],
): PartyResolution => {
  const plan = planRules(rows, rules);
  const built = nodesOf(rows, plan.partOf);
  const { nodes, nodeOf } = built;
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[i] !== r) [i, parent[i]] = [parent[i] as number, r];
    return r;
  };
  const parent = nodes.map((_, i) => i);
  const size = nodes.map(() => 1);
  // Pairs kept apart (an operator's "apart" rule, or scored as apart): a link that would put both
  // sides of one in a firm is refused. Two names that are not alike are never one firm on their
  // address alone (a shared office): no link.
  const apart = nodes.map((): number[] => []);
  const keepApart = (i: number, j: number) => {
    apart[find(i)]?.push(j);
    apart[find(j)]?.push(i);
  };
  const blocked = (ra: number, rb: number) => (apart[ra] as number[]).some((x) => find(x) === rb);
  /** Joins the groups of nodes i and j unless they are one already or hold a pair kept apart. */
  const join = (i: number, j: number): boolean => {
    let [ra, rb] = [find(i), find(j)];
    if (ra === rb) return false;
    if ((apart[ra] as number[]).length > (apart[rb] as number[]).length) [ra, rb] = [rb, ra];
    if (blocked(ra, rb)) return false;
    if ((size[ra] as number) < (size[rb] as number)) [ra, rb] = [rb, ra];
    parent[rb] = ra;
    size[ra] = (size[ra] as number) + (size[rb] as number);
    const [into, from] = [apart[ra] as number[], apart[rb] as number[]];
    for (const x of from) into.push(x);
    apart[rb] = [];
    return true;
  };
  const links: FirmLink[] = [];
  // The operators' rules: the most used row of each spelling stands for it.
  const rowOf = (id: string) =>
    (plan.rowsOf.get(id) as number[]).reduce((a, b) =>
      (rows[b] as PartyRow).count > (rows[a] as PartyRow).count ? b : a,
    );
  for (const [a, b] of plan.apart) keepApart(nodeOf[rowOf(a)] as number, nodeOf[rowOf(b)] as number);
  for (const [a, b] of plan.same) {
    const [ra, rb] = [rowOf(a), rowOf(b)];
    const [i, j] = [nodeOf[ra] as number, nodeOf[rb] as number];
    if (!join(i, j)) continue;
    const { weight, evidence } = comparePair(
      (nodes[i] as FirmNode).compared,
      (nodes[j] as FirmNode).compared,
    );
    links.push({
      a: ra,
      b: rb,
      score: { weight, evidence: [{ field: "rule", level: "same", weight: 0 }, ...evidence] },
    });
  }
  const linkable: { i: number; j: number; weight: number }[] = [];
  for (const [i, j] of candidatePairs(nodes.map((n) => n.blocked))) {
    const { weight, name } = pairWeight((nodes[i] as FirmNode).compared, (nodes[j] as FirmNode).compared);
    if (weight <= options.apartWeight) keepApart(i, j);
    else if (weight >= options.linkWeight && name !== "different") linkable.push({ i, j, weight });
  }
  linkable.sort((p, q) => q.weight - p.weight || p.i - q.i || p.j - q.j);
  for (const p of linkable) {
    if (!join(p.i, p.j)) continue;
    const [a, b] = [nodes[p.i] as FirmNode, nodes[p.j] as FirmNode];
    links.push({ a: a.top, b: b.top, score: comparePair(a.compared, b.compared) });
  }
  const groupOf = nodes.map((_, i) => find(i));
  return { ...firmsOf(rows, built, nodeOf, groupOf), links };
};
