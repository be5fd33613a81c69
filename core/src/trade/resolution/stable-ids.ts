// Firm ids that stay from load to load (issue 30): saved firms, alerts and collections name a firm by
// id, so a new load's firm takes the id its spellings had before — the id held by most of its bill
// sides — and the larger firm claims an id first when a firm was split. A firm whose spellings had no
// live id takes back the id they were first given (a firm merged away and split off again gets its
// old id back); only a firm of new spellings gets a new id. An id no firm takes any more is retired
// and points to the firm that holds most of its bill sides now: whoever kept it follows its bills.
// The sinks keep the spelling → id map and each spelling's first id (trade_company_names).

import type { PartyRow } from "./party-evidence.ts";
import type { ResolvedFirm } from "./resolved-firms.ts";

/** The key of a spelling in the previous load's map: its country and name as written. */
export const spellingId = (row: Pick<PartyRow, "country" | "name">): string =>
  `${row.country}\u0000${row.name}`;

export interface FirmIdAssignment {
  /** For each firm, its id. */
  readonly ids: readonly number[];
  /** Ids that named a firm before and name none now, each with the id that holds most of its bill sides. */
  readonly retired: readonly { readonly id: number; readonly to: number }[];
}

type Votes = Map<number, number>;

const best = (votes: Votes, usable: (id: number) => boolean): number | undefined =>
  [...votes].filter(([id]) => usable(id)).sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];

export const assignFirmIds = (
  firms: readonly Pick<ResolvedFirm, "members" | "count">[],
  rows: readonly Pick<PartyRow, "country" | "name" | "count">[],
  /** Each spelling's id in the previous load. */
  previous: ReadonlyMap<string, number>,
  /** Each spelling's first id ever (absent: the same as previous). */
  origins: ReadonlyMap<string, number>,
  /** Larger than every id ever given. */
  nextId: number,
): FirmIdAssignment => {
  const ids = firms.map(() => -1);
  const taken = new Set<number>();
  const live = new Set(previous.values());
  const votesOf = (f: number, map: ReadonlyMap<string, number>): Votes => {
    const votes: Votes = new Map();
    for (const r of firms[f]?.members ?? []) {
      const row = rows[r];
      const id = row === undefined ? undefined : map.get(spellingId(row));
      if (row !== undefined && id !== undefined) votes.set(id, (votes.get(id) ?? 0) + row.count);
    }
    return votes;
  };
  const order = firms
    .map((_, f) => f)
    .sort((a, b) => (firms[b]?.count ?? 0) - (firms[a]?.count ?? 0) || a - b);
  let next = nextId;
  for (const f of order) {
    const id =
      best(votesOf(f, previous), (i) => !taken.has(i)) ??
      // A live id of another firm is never revived here: that firm may still claim it.
      best(votesOf(f, origins), (i) => !taken.has(i) && !live.has(i)) ??
      next++;
    taken.add(id);
    ids[f] = id;
  }
  // Where each retired id's bill sides went.
  const firmOfRow = new Map<number, number>();
  firms.forEach((firm, f) => {
    for (const r of firm.members) firmOfRow.set(r, ids[f] as number);
  });
  const towards = new Map<number, Votes>();
  rows.forEach((row, r) => {
    const was = previous.get(spellingId(row));
    const now = firmOfRow.get(r);
    if (was === undefined || now === undefined || taken.has(was)) return;
    const votes = towards.get(was) ?? new Map<number, number>();
    votes.set(now, (votes.get(now) ?? 0) + row.count);
    towards.set(was, votes);
  });
  const retired = [...towards]
    .map(([id, votes]) => ({ id, to: best(votes, () => true) as number }))
    .sort((a, b) => a.id - b.id);
  return { ids, retired };
};

/** The ids alone (previous load's map only, no first ids): what the benchmark and older callers ask. */
export const stableFirmIds = (
  firms: readonly Pick<ResolvedFirm, "members" | "count">[],
  rows: readonly Pick<PartyRow, "country" | "name" | "count">[],
  previous: ReadonlyMap<string, number>,
  nextId: number,
): number[] => [...assignFirmIds(firms, rows, previous, new Map(), nextId).ids];
