// Firm ids that stay from load to load (issue 30): saved firms, alerts and links name a firm by id,
// so a new load's firm takes the id its spellings had before — the id held by most of its bill
// sides — and the larger firm claims an id first when a firm was split. A firm of new spellings only
// gets a new id. The sinks keep the spelling → id map (trade_company_names).

import type { PartyRow } from "./party-evidence.ts";
import type { ResolvedFirm } from "./resolved-firms.ts";

/** The key of a spelling in the previous load's map: its country and name as written. */
export const spellingId = (row: Pick<PartyRow, "country" | "name">): string =>
  `${row.country}\u0000${row.name}`;

export const stableFirmIds = (
  firms: readonly Pick<ResolvedFirm, "members" | "count">[],
  rows: readonly Pick<PartyRow, "country" | "name" | "count">[],
  previous: ReadonlyMap<string, number>,
  nextId: number,
): number[] => {
  const ids = firms.map(() => -1);
  const taken = new Set<number>();
  const order = firms
    .map((_, f) => f)
    .sort((a, b) => (firms[b]?.count ?? 0) - (firms[a]?.count ?? 0) || a - b);
  let next = nextId;
  for (const f of order) {
    const votes = new Map<number, number>();
    for (const r of firms[f]?.members ?? []) {
      const row = rows[r];
      const id = row === undefined ? undefined : previous.get(spellingId(row));
      if (row !== undefined && id !== undefined) votes.set(id, (votes.get(id) ?? 0) + row.count);
    }
    const best = [...votes].filter(([id]) => !taken.has(id)).sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    const id = best?.[0] ?? next++;
    taken.add(id);
    ids[f] = id;
  }
  return ids;
};
