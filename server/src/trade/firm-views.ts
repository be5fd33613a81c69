// What both trade engines do the same way once a firm's rows are read: a partner report's order and
// page (core's comparePartners, so the engines cannot differ in a tie, D220), and a firm's info
// fields from the party rows of its own bills (core's companyInfoOf, D221).

import type { CompanyInfo, PartnerRow } from "@portolan/contracts";
import { companyInfoOf, comparePartners, type PartnerOrder, type PartyRowSeen } from "@portolan/core";
import { billOfRow, dayText } from "./trade-rows.ts";

/** How many of a firm's latest shipments its profile lists. */
export const RECENT_BILLS = 10;
/** How many of a firm's latest bills with their own tables its info fields are read from. */
export const INFO_BILLS = 10;

/** One page of a firm's partner rows in the order asked. */
export const partnerPage = (
  rows: readonly PartnerRow[],
  order: PartnerOrder,
  page: number,
  pageSize: number,
): PartnerRow[] =>
  rows
    .map((row) => ({
      row,
      id: row.partner.id ?? 0,
      name: row.partner.name,
      shipments: row.shipments,
      weightKg: row.weightKg,
      valueUsd: row.valueUsd,
      firstDate: row.firstDate,
      lastDate: row.lastDate,
    }))
    .sort(comparePartners(order))
    .slice((page - 1) * pageSize, page * pageSize)
    .map((r) => r.row);

/** A partner's part of the firm's shipments, to four places. */
export const shareOf = (partnerShipments: number, firmShipments: number): number =>
  firmShipments === 0 ? 0 : Math.round((partnerShipments / firmShipments) * 10_000) / 10_000;

type Row = Record<string, unknown>;

/**
 * The info fields of a firm from its bills with their own tables (stored rows, newest first): the
 * consignee rows where it is the importer, the shipper rows where it is the exporter.
 */
export const infoOfBills = (bills: readonly Row[], firm: number): CompanyInfo => {
  const seen: PartyRowSeen[] = [];
  for (const bill of bills) {
    const tables = billOfRow(bill).tables;
    if (tables === undefined) continue;
    const date = dayText(bill.day);
    if (Number(bill.importer_id) === firm)
      for (const row of tables.consignee ?? []) seen.push({ date, table: "consignee", row });
    if (Number(bill.exporter_id) === firm)
      for (const row of tables.shipper ?? []) seen.push({ date, table: "shipper", row });
  }
  return companyInfoOf(seen) as CompanyInfo;
};
