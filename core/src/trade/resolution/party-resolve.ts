// Entity resolution as record linkage (issue 30): party rows → firms. Rows whose parsed names give
// one key in one country are one firm outright (party-name.ts); those firms are then compared in
// blocks (party-blocking.ts) and scored field by field (party-compare.ts). Links are taken strongest
// first; a link never joins two groups that hold a pair scored as apart, so a spelling between two
// near-named firms joins at most one of them. Each firm gets its display name and forwarder reasons.

import { candidatePairs } from "./party-blocking.ts";
import { comparePair, type PairScore } from "./party-compare.ts";
import type { PartyRow } from "./party-evidence.ts";
import { type FirmNode, nodesOf } from "./party-nodes.ts";
import { APART_WEIGHT, LINK_WEIGHT } from "./party-weights.ts";
import { firmsOf } from "./resolved-firms.ts";

export interface ResolvedFirm {
  readonly country: string;
  /** The key of the firm's largest spelling group: what identifies it across loads. */
  readonly key: string;
  readonly name: string;
  /** Indexes into the input rows, ascending. */
  readonly members: readonly number[];
  /** Bill sides over all its rows. */
  readonly count: number;
  /** Why the firm reads as a forwarder or NVOCC (empty for a buyer). */
  readonly forwarder: readonly string[];
}

export interface FirmLink {
  /** One row of each side (the most used of its group). */
  readonly a: number;
  readonly b: number;
  readonly score: PairScore;
}

export interface PartyResolution {
  readonly firms: readonly ResolvedFirm[];
  /** For each input row, the index of its firm. */
  readonly firmOf: readonly number[];
  /** The links that joined groups, with their evidence. */
  readonly links: readonly FirmLink[];
}

/** The score of two rows as the resolver would weigh them (for a person asking why). */
export const explainPair = (a: PartyRow, b: PartyRow): PairScore => {
  const [x, y] = nodesOf([a, b]).nodes;
  if (y === undefined) return comparePair((x as FirmNode).compared, (x as FirmNode).compared);
  return comparePair((x as FirmNode).compared, y.compared);
};

export const resolveParties = (rows: readonly PartyRow[]): PartyResolution => {
  const built = nodesOf(rows);
  const { nodes, nodeOf } = built;
  const scored = candidatePairs(nodes.map((n) => n.blocked))
    .map(([i, j]) => ({
      i,
      j,
      score: comparePair((nodes[i] as FirmNode).compared, (nodes[j] as FirmNode).compared),
    }))
    .sort((p, q) => q.score.weight - p.score.weight || p.i - q.i || p.j - q.j);
  const parent = nodes.map((_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[i] !== r) [i, parent[i]] = [parent[i] as number, r];
    return r;
  };
  const apart = new Map<number, number[]>();
  const size = nodes.map(() => 1);
  for (const p of scored) {
    if (p.score.weight > APART_WEIGHT) continue;
    apart.set(p.i, [...(apart.get(p.i) ?? []), p.j]);
    apart.set(p.j, [...(apart.get(p.j) ?? []), p.i]);
  }
  const blocked = (ra: number, rb: number) => (apart.get(ra) ?? []).some((x) => find(x) === rb);
  const links: FirmLink[] = [];
  for (const p of scored) {
    if (p.score.weight < LINK_WEIGHT) break;
    let [ra, rb] = [find(p.i), find(p.j)];
    if (ra === rb || blocked(ra, rb) || blocked(rb, ra)) continue;
    if ((size[ra] as number) < (size[rb] as number)) [ra, rb] = [rb, ra];
    parent[rb] = ra;
    size[ra] = (size[ra] as number) + (size[rb] as number);
    apart.set(ra, [...(apart.get(ra) ?? []), ...(apart.get(rb) ?? [])]);
    apart.delete(rb);
    links.push({ a: (nodes[p.i] as FirmNode).top, b: (nodes[p.j] as FirmNode).top, score: p.score });
  }
  const groupOf = nodes.map((_, i) => find(i));
  return { ...firmsOf(rows, built, nodeOf, groupOf), links };
};
