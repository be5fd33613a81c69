// What a person sees of a grouping (issue 30): each firm's display name (double spaces, a typo or a
// cut spelling shown where a clean one exists, another company's name), the forwarder flags over
// spellings, and whether the top importer (consignees of the US, forwarders left out) is the right one.

import { parsePartyName } from "@portolan/core";
import type { LabelledRow } from "./generate.ts";

interface Firms {
  readonly firmOf: readonly number[];
  readonly firms: readonly { readonly name: string; readonly count: number; readonly forwarder: boolean }[];
}

const TYPO_KINDS = new Set(["swap", "drop", "double", "replace", "cut"]);

const majority = (members: readonly number[], rows: readonly LabelledRow[]): string => {
  const n = new Map<string, number>();
  for (const i of members)
    n.set(
      (rows[i] as LabelledRow).truth,
      (n.get((rows[i] as LabelledRow).truth) ?? 0) + (rows[i] as LabelledRow).row.count,
    );
  return [...n].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
};

export const judgeFirms = (rows: readonly LabelledRow[], g: Firms) => {
  const members = g.firms.map((): number[] => []);
  g.firmOf.forEach((f, i) => {
    members[f]?.push(i);
  });
  const badNames: string[] = [];
  let foreignNames = 0;
  const keyOf = (name: string) => parsePartyName(name).key;
  g.firms.forEach((firm, f) => {
    const own = members[f] as number[];
    const truth = majority(own, rows);
    const shown = keyOf(firm.name);
    const mine = own.filter((i) => (rows[i] as LabelledRow).truth === truth);
    const clean = mine
      .filter((i) => !TYPO_KINDS.has((rows[i] as LabelledRow).kind))
      .map((i) => keyOf((rows[i] as LabelledRow).row.name));
    const faulty = mine
      .filter((i) => TYPO_KINDS.has((rows[i] as LabelledRow).kind))
      .map((i) => keyOf((rows[i] as LabelledRow).row.name));
    if (/\s{2}|^\s|\s$/.test(firm.name)) badNames.push(`spaces: ${JSON.stringify(firm.name)}`);
    else if (faulty.includes(shown) && !clean.includes(shown) && clean.length > 0)
      badNames.push(`typo or cut: ${firm.name}`);
    const others = rows.filter((r) => r.truth !== truth).map((r) => keyOf(r.row.name));
    if (!mine.some((i) => keyOf((rows[i] as LabelledRow).row.name) === shown) && others.includes(shown))
      foreignNames += 1;
  });
  let tp = 0;
  let flagged = 0;
  let forwarderRows = 0;
  rows.forEach((r, i) => {
    const isFlagged = g.firms[g.firmOf[i] as number]?.forwarder === true;
    if (isFlagged) flagged += 1;
    if (r.forwarder) forwarderRows += 1;
    if (isFlagged && r.forwarder) tp += 1;
  });
  const buyers = new Map<string, number>();
  for (const r of rows)
    if (r.row.country === "US" && !r.forwarder) buyers.set(r.truth, (buyers.get(r.truth) ?? 0) + r.row.count);
  const topTruth = [...buyers].sort((a, b) => b[1] - a[1])[0]?.[0];
  const topFirm = g.firms
    .map((firm, f) => ({ firm, f }))
    .filter(
      ({ firm, f }) =>
        !firm.forwarder &&
        (members[f] as number[]).some((i) => (rows[i] as LabelledRow).row.country === "US"),
    )
    .sort((a, b) => b.firm.count - a.firm.count)[0];
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    badNames,
    foreignNames,
    forwarders: {
      precision: round(flagged === 0 ? 1 : tp / flagged),
      recall: round(forwarderRows === 0 ? 1 : tp / forwarderRows),
    },
    topImporterRight: topFirm !== undefined && majority(members[topFirm.f] as number[], rows) === topTruth,
  };
};
