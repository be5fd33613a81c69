// What both trade engines do the same way once the rows are read, for buyer search (D260) and the
// trade search's directory (D261): the buyers' order, frequency and page (core's compareBuyers and
// shipmentsPerMonth), each buyer's top suppliers, the firms a contact number names, and the
// directory's order. The engines read; these decide, so the two cannot differ.

import type { BuyerRow, BuyerSupplier, DirectoryRow } from "@portolan/contracts";
import {
  type BuyerOrder,
  compareBuyers,
  contactMatches,
  type DirectorySearch,
  headingsForText,
  needsProductTerms,
  readTradeQuery,
  shipmentsPerMonth,
  type TradeQuery,
} from "@portolan/core";
import { productTerms } from "./product-term-table.ts";
import { billOfRow } from "./trade-rows.ts";

/** How many suppliers a buyer row names. */
export const TOP_SUPPLIERS = 3;

/** One importer's figures over the shipments a buyer search found. */
export type BuyerGroup = Omit<BuyerRow, "perMonth" | "suppliers" | "info">;

/**
 * The page of buyers in the order asked, without suppliers and info (read for the page alone). Firms
 * flagged as forwarders are left out unless `forwarders` asks for them, and counted (D310); `asOf`
 * is the newest shipment found either way, so a buyer's frequency does not change with the choice.
 */
export const buyerPage = (
  groups: readonly BuyerGroup[],
  order: BuyerOrder,
  page: number,
  pageSize: number,
  forwarders: boolean,
): {
  asOf?: string;
  total: number;
  forwardersHidden: number;
  rows: Omit<BuyerRow, "suppliers" | "info">[];
} => {
  let asOf = "";
  for (const g of groups) if (g.lastDate > asOf) asOf = g.lastDate;
  const kept = forwarders ? groups : groups.filter((g) => !g.logistics);
  const rows = kept
    .map((g) => ({ ...g, perMonth: shipmentsPerMonth(g.shipments, g.firstDate, asOf) }))
    .sort(compareBuyers(order))
    .slice((page - 1) * pageSize, page * pageSize);
  return {
    ...(asOf === "" ? {} : { asOf }),
    total: kept.length,
    forwardersHidden: groups.length - kept.length,
    rows,
  };
};

/** (buyer, supplier, shipments) of the page's buyers → each buyer's top suppliers, ties by id. */
export const topSuppliers = (
  pairs: readonly { readonly buyer: number; readonly supplier: BuyerSupplier }[],
): Map<number, BuyerSupplier[]> => {
  const out = new Map<number, BuyerSupplier[]>();
  for (const { buyer, supplier } of pairs) out.set(buyer, [...(out.get(buyer) ?? []), supplier]);
  for (const [buyer, list] of out)
    out.set(buyer, list.sort((a, b) => b.shipments - a.shipments || a.id - b.id).slice(0, TOP_SUPPLIERS));
  return out;
};

type Row = Record<string, unknown>;

/**
 * The firms a contact number of these bills names with the words: a consignee row's number is the
 * importer's, a shipper row's the exporter's. The engines read the bills whose tables hold the
 * words anywhere; this keeps those where a number holds them.
 */
export const contactFirms = (bills: readonly Row[], text: string): Set<number> => {
  const firms = new Set<number>();
  for (const bill of bills) {
    const tables = billOfRow(bill).tables;
    for (const [table, side] of [
      ["consignee", bill.importer_id],
      ["shipper", bill.exporter_id],
    ] as const) {
      if (side === null || side === undefined) continue;
      if ((tables?.[table] ?? []).some((r) => contactMatches(String(r.comm_number ?? ""), text)))
        firms.add(Number(side));
    }
  }
  return firms;
};

/** The words a contact search asks the engine to find in the bills' tables first (lower case). */
export const contactWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "");

/** The shipment query a directory's goods words run (Chinese or Russian words as HS headings). */
export const directoryProductQuery = (s: DirectorySearch): TradeQuery | undefined => {
  if (s.match !== "all" || s.text === undefined) return undefined;
  const read = readTradeQuery({ datasets: s.datasets.join(","), keyword: s.text });
  if (!read.ok) return undefined;
  if (!needsProductTerms(s.text)) return read.value;
  const { text: _, ...rest } = read.value;
  return { ...rest, hsHeadings: headingsForText(s.text, productTerms()) };
};

/** One firm's figures in the directory, before its info fields are read. */
export type DirectoryGroup = Omit<DirectoryRow, "info" | "matchedBy">;

/** Why each firm was found, the firms ordered busiest first (ties by id) and paged. */
export const directoryPage = (
  groups: readonly DirectoryGroup[],
  matched: ReadonlyMap<number, ReadonlySet<DirectoryRow["matchedBy"][number]>>,
  s: DirectorySearch,
): Omit<DirectoryRow, "info">[] =>
  [...groups]
    .sort((a, b) => b.shipments - a.shipments || a.id - b.id)
    .slice((s.page - 1) * s.pageSize, s.page * s.pageSize)
    .map((g) => ({
      ...g,
      matchedBy: (["name", "product", "contact"] as const).filter((m) => matched.get(g.id)?.has(m)),
    }));

/** Adds a reason to each firm of a set. */
export const markMatched = (
  matched: Map<number, Set<DirectoryRow["matchedBy"][number]>>,
  ids: Iterable<number>,
  why: DirectoryRow["matchedBy"][number],
): void => {
  for (const id of ids) matched.set(id, new Set([...(matched.get(id) ?? []), why]));
};
