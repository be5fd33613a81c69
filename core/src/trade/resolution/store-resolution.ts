// One resolution of a trade store's parties (issue 30), the same on every engine: the distinct party
// rows (spelling, contact, bill sides) in, the firms with their lasting ids, each spelling's firm,
// the ids retired by merges and the links that joined spellings (the evidence an operator reads) out.
// The sinks only read the rows and write the answer.

import type { FirmRule } from "./firm-rules.ts";
import type { Evidence } from "./party-compare.ts";
import { unpackContact } from "./party-contact.ts";
import type { PartyRow } from "./party-evidence.ts";
import { resolveParties } from "./party-resolve.ts";
import { assignFirmIds, spellingId } from "./stable-ids.ts";

/** One distinct party row as a store reads it: contact packed (party-contact.ts). */
export interface StoredPartyRow {
  readonly country: string;
  readonly name: string;
  readonly contact: string | null;
  readonly count: number;
  readonly partners: number;
}

export interface StoreFirm {
  readonly id: number;
  readonly country: string;
  readonly key: string;
  readonly name: string;
  readonly count: number;
  readonly forwarder: readonly string[];
}

export interface StoreSpelling {
  readonly country: string;
  readonly name: string;
  readonly id: number;
  /** The id the spelling was first given (kept for good: a firm split off again takes it back). */
  readonly origin: number;
  readonly billSides: number;
}

export interface StoreLink {
  readonly firmId: number;
  readonly a: { readonly country: string; readonly name: string };
  readonly b: { readonly country: string; readonly name: string };
  readonly weight: number;
  readonly evidence: readonly Evidence[];
}

export interface StoreResolution {
  readonly firms: readonly StoreFirm[];
  readonly spellings: readonly StoreSpelling[];
  readonly retired: readonly { readonly id: number; readonly to: number }[];
  readonly links: readonly StoreLink[];
}

export const resolveForStore = (
  stored: readonly StoredPartyRow[],
  previous: ReadonlyMap<string, number>,
  origins: ReadonlyMap<string, number>,
  rules: readonly FirmRule[],
  nextId: number,
): StoreResolution => {
  // One order whatever the engine read them in: ties in the resolver fall by row order.
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const sorted = [...stored].sort(
    (x, y) => cmp(x.country, y.country) || cmp(x.name, y.name) || cmp(x.contact ?? "", y.contact ?? ""),
  );
  const rows: PartyRow[] = sorted.map((r) => ({
    country: r.country,
    name: r.name,
    count: r.count,
    partners: r.partners,
    ...unpackContact(r.contact),
  }));
  const resolution = resolveParties(rows, undefined, rules);
  const { ids, retired } = assignFirmIds(resolution.firms, rows, previous, origins, nextId);
  const firms = resolution.firms.map((f, i) => ({
    id: ids[i] as number,
    country: f.country,
    key: f.key,
    name: f.name,
    count: f.count,
    forwarder: f.forwarder,
  }));
  const spellings = new Map<string, StoreSpelling>();
  rows.forEach((row, r) => {
    const key = spellingId(row);
    const id = ids[resolution.firmOf[r] as number] as number;
    const seen = spellings.get(key);
    spellings.set(key, {
      country: row.country,
      name: row.name,
      id,
      origin: origins.get(key) ?? previous.get(key) ?? id,
      billSides: (seen?.billSides ?? 0) + row.count,
    });
  });
  const ref = (r: number) => ({ country: (rows[r] as PartyRow).country, name: (rows[r] as PartyRow).name });
  const links = resolution.links.map((l) => ({
    firmId: ids[resolution.firmOf[l.a] as number] as number,
    a: ref(l.a),
    b: ref(l.b),
    weight: l.score.weight,
    evidence: l.score.evidence,
  }));
  return { firms, spellings: [...spellings.values()], retired, links };
};
