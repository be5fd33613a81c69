// The first step of resolution (issue 30): party rows whose parsed names give one key in one country
// are one firm outright, with every address, phone and e-mail its rows carry as its evidence — unless
// an operator's "apart" rule splits the group (rule-plan.ts): a row's part then joins the key.

import { comparedName } from "./name-compare.ts";
import type { BlockedFirm } from "./party-blocking.ts";
import type { ComparedFirm, FirmEvidence } from "./party-compare.ts";
import { type PartyRow, partyEvidence } from "./party-evidence.ts";
import { type ParsedPartyName, parsePartyName } from "./party-name.ts";

export interface FirmNode {
  readonly country: string;
  readonly key: string;
  /** Indexes of its rows; `top` is the most used. */
  readonly rows: number[];
  top: number;
  count: number;
  compared: ComparedFirm;
  blocked: BlockedFirm;
}

type Sets = { [K in keyof FirmEvidence]: Set<string> };
const EVIDENCE = ["zip", "city", "state", "street", "phone", "email", "domain"] as const;

export const nodesOf = (rows: readonly PartyRow[], partOf: (row: number) => string = () => "") => {
  const parsed: ParsedPartyName[] = [];
  const byKey = new Map<string, number>();
  const nodes: FirmNode[] = [];
  const sets: Sets[] = [];
  const allCut: boolean[] = [];
  const cache = new Map<string, ParsedPartyName>();
  const nodeOf = rows.map((row, r) => {
    let p = cache.get(row.name);
    if (p === undefined) {
      p = parsePartyName(row.name);
      cache.set(row.name, p);
    }
    parsed.push(p);
    const part = partOf(r);
    const id = part === "" ? `${row.country}\u0000${p.key}` : `${row.country}\u0000${p.key}\u0000${part}`;
    let n = byKey.get(id);
    if (n === undefined) {
      n = nodes.length;
      byKey.set(id, n);
      const empty = () => new Set<string>();
      sets.push({
        zip: empty(),
        city: empty(),
        state: empty(),
        street: empty(),
        phone: empty(),
        email: empty(),
        domain: empty(),
      });
      allCut.push(true);
      nodes.push({
        country: row.country,
        key: p.key,
        rows: [],
        top: r,
        count: 0,
        compared: undefined as never,
        blocked: undefined as never,
      });
    }
    const node = nodes[n] as FirmNode;
    node.rows.push(r);
    node.count += row.count;
    if (row.count > (rows[node.top] as PartyRow).count) node.top = r;
    if (!p.cut) allCut[n] = false;
    // A row written "FIRM C/O RECEIVER" often carries the receiver's address: no evidence of the firm.
    if (p.careOf !== null) return n;
    const e = partyEvidence(row);
    const s = sets[n] as Sets;
    for (const k of EVIDENCE) {
      const v = e[k];
      if (v !== null) s[k].add(v);
    }
    return n;
  });
  nodes.forEach((node, n) => {
    const words = (parsed[node.top] as ParsedPartyName).words;
    const cut = allCut[n] as boolean;
    node.compared = { name: comparedName(words, node.key, cut), evidence: sets[n] as Sets };
    node.blocked = { country: node.country, words, cut, zips: (sets[n] as Sets).zip };
  });
  return { nodes, nodeOf, parsed };
};
