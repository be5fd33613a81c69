// The last step of resolution (issue 30): the groups of firm nodes as firms, each with its key, its
// display name (display-name.ts) and the reasons it reads as a forwarder (forwarders.ts).

import { displayName } from "./display-name.ts";
import { forwarderReasons } from "./forwarders.ts";
import type { PartyRow } from "./party-evidence.ts";
import { type ParsedPartyName, parsePartyName } from "./party-name.ts";
import type { FirmNode } from "./party-nodes.ts";

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

export const firmsOf = (
  rows: readonly PartyRow[],
  built: { readonly nodes: readonly FirmNode[]; readonly parsed: readonly ParsedPartyName[] },
  nodeOf: readonly number[],
  groupOf: readonly number[],
): { firms: ResolvedFirm[]; firmOf: number[] } => {
  const { nodes, parsed } = built;
  const groups = new Map<number, number[]>();
  groupOf.forEach((g, n) => {
    const list = groups.get(g);
    if (list === undefined) groups.set(g, [n]);
    else list.push(n);
  });
  // Who names whom as receiver: the keys after C/O, with the distinct firms that use them.
  const receivers = new Map<string, Set<number>>();
  rows.forEach((row, r) => {
    const careOf = (parsed[r] as ParsedPartyName).careOf;
    if (careOf === null) return;
    const id = `${row.country}\u0000${parsePartyName(careOf).key}`;
    const by = receivers.get(id) ?? new Set<number>();
    by.add(groupOf[nodeOf[r] as number] as number);
    receivers.set(id, by);
  });
  const firms: ResolvedFirm[] = [];
  const indexOf = new Map<number, number>();
  for (const [g, list] of groups) {
    const members = list.flatMap((n) => (nodes[n] as FirmNode).rows).sort((a, b) => a - b);
    const largest = list.reduce((a, b) =>
      (nodes[b] as FirmNode).count > (nodes[a] as FirmNode).count ? b : a,
    );
    const node = nodes[largest] as FirmNode;
    const name = displayName(
      members.map((r) => ({ parsed: parsed[r] as ParsedPartyName, count: (rows[r] as PartyRow).count })),
    );
    const count = members.reduce((n, r) => n + (rows[r] as PartyRow).count, 0);
    // Counterparties of two spellings may be the same firms: the row with the most is read alone.
    const widest = members.reduce((a, b) =>
      ((rows[b] as PartyRow).partners ?? 0) > ((rows[a] as PartyRow).partners ?? 0) ? b : a,
    );
    const partners = {
      partners: (rows[widest] as PartyRow).partners ?? 0,
      count: (rows[widest] as PartyRow).count,
    };
    let receiverFor = 0;
    for (const n of list) {
      const by = receivers.get(`${node.country}\u0000${(nodes[n] as FirmNode).key}`);
      if (by !== undefined) receiverFor += [...by].filter((x) => x !== g).length;
    }
    indexOf.set(g, firms.length);
    firms.push({
      country: node.country,
      key: node.key,
      name,
      members,
      count,
      forwarder: forwarderReasons(name, { receiverFor, ...partners }),
    });
  }
  return { firms, firmOf: nodeOf.map((n) => indexOf.get(groupOf[n] as number) as number) };
};
