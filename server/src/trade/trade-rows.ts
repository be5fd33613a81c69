// A stored bill row as the contracts' shapes, the same for both engines (their columns carry the
// same names): yyyymmdd days as yyyy-MM-dd, absent values left out, sums rounded to cents.

import type { TradeBill, TradeRecord } from "@portolan/contracts";
import { AMS_COLUMNS, AMS_LOAD_ORDER } from "@portolan/core";

type Row = Record<string, unknown>;

/** yyyymmdd as stored → yyyy-MM-dd. */
export const dayText = (day: unknown): string => String(day).replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");
/** yyyymm → yyyy-MM. */
export const monthText = (month: unknown): string => String(month).replace(/^(\d{4})(\d{2})$/, "$1-$2");
/** A sum as shown: to the cent, 0 for none. */
export const cents = (n: unknown): number => Math.round(Number(n ?? 0) * 100) / 100;
/** Optional fields: present when the row has them (the contracts leave absent keys out). */
export const opt = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
/** A firm's country when it is a country code (firms without one are stored with ""). */
export const countryOf = (c: unknown) =>
  typeof c === "string" && /^[A-Z]{2}$/.test(c) ? { country: c } : {};

const party = (id: unknown, name: unknown, country: unknown) =>
  name === null || name === undefined
    ? undefined
    : {
        ...opt("id", id === null || id === undefined ? null : Number(id)),
        name: String(name),
        ...opt("country", country as string | null),
      };

/**
 * A bill's own number from its stored key ("master/house/sub-house"): the innermost bill, and its
 * master bill when that is another (an export's columns, issue 31 item 2). Declarations have none.
 */
export const billNumbers = (billKey: unknown): { billNumber?: string; masterBill?: string } => {
  if (typeof billKey !== "string" || billKey === "") return {};
  const [master = "", house = "", sub = ""] = billKey.split("/");
  const own = sub || house || master;
  if (own === "") return {};
  return own === master || master === "" ? { billNumber: own } : { billNumber: own, masterBill: master };
};

export const recordOf = (r: Row): TradeRecord => ({
  id: Number(r.id),
  dataset: String(r.dataset),
  date: dayText(r.day),
  ...opt("billType", r.bill_type as "M" | "H" | null),
  ...billNumbers(r.bill_key),
  ...opt("importer", party(r.importer_id, r.importer_name, r.importer_country)),
  ...opt("exporter", party(r.exporter_id, r.exporter_name, r.exporter_country)),
  ...opt("notify", r.notify_name as string | null),
  ...opt("hsCode", r.hs_code as string | null),
  ...opt("description", r.description as string | null),
  ...opt("quantity", r.quantity as number | null),
  ...opt("quantityUnit", r.quantity_unit as string | null),
  ...opt("weightKg", r.weight_kg as number | null),
  ...opt("valueUsd", r.value_usd as number | null),
  ...opt("originCountry", r.origin_country as string | null),
  ...opt("destinationCountry", r.destination_country as string | null),
  ...opt("loadingPort", r.loading_port as string | null),
  ...opt("unloadingPort", r.unloading_port as string | null),
  ...opt("carrier", r.carrier as string | null),
  ...opt("vessel", r.vessel as string | null),
  ...opt("transportMode", r.transport_mode as "SEA" | "AIR" | "LAND" | null),
  containers: Number(r.container_count),
  hazmat: Number(r.hazmat) === 1,
});

/** A bill row with its `detail` (the source's own tables as JSON arrays) as the bill detail. */
export const billOfRow = (row: Row): TradeBill => {
  if (row.detail === null || row.detail === undefined) return { record: recordOf(row) };
  const detail = JSON.parse(String(row.detail)) as Record<string, (string | number | null)[][]>;
  const tables: Record<string, Record<string, string | number | null>[]> = {};
  for (const table of AMS_LOAD_ORDER) {
    const list = detail[table];
    if (list === undefined) continue;
    const columns = AMS_COLUMNS[table].slice(1);
    tables[table] = list.map((values) => Object.fromEntries(columns.map((c, i) => [c, values[i] ?? null])));
  }
  return { record: recordOf(row), tables };
};
