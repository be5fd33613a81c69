// Checking one row of an AMS release before it is stored (issue 14 §1): every field trimmed, the
// numbers, dates and codes read, and a row that cannot mean anything refused with the reason the
// importer reports beside its line number. Harmonized numbers stay text: leading zeros matter.

import { isIsoDate } from "../search/iso-date.ts";
import { AMS_COLUMNS, type AmsTable } from "./ams-layout.ts";

export type AmsSkipReason =
  | "import.skip.noIdentifier"
  | "import.skip.badDate"
  | "import.skip.badNumber"
  | "import.skip.badHsCode"
  | "import.skip.badRecordStatus"
  | "import.skip.noName"
  | "import.skip.noBillNumber";

type Kind = "date" | "int" | "number" | "hs" | "status" | "name" | "bill";

// biome-ignore format: one table per line
const KINDS: Readonly<Record<AmsTable, Readonly<Record<string, Kind>>>> = {
  header: { estimated_arrival_date: "date", actual_arrival_date: "date", manifest_quantity: "int", weight: "number", measurement: "number", record_status_indicator: "status" },
  billgen: { master_bol_number: "bill", trade_update_date: "date", run_date: "date" },
  cargodesc: { description_sequence_number: "int", piece_count: "int" },
  container: { container_length: "number", container_height: "number", container_width: "number" },
  consignee: { consignee_name: "name" },
  shipper: { shipper_party_name: "name" },
  notifyparty: { notify_party_name: "name" },
  hazmat: { hazmat_sequence_number: "int" },
  hazmatclass: { hazmat_sequence_number: "int" },
  marksnumbers: {},
  tariff: { description_sequence_number: "int", harmonized_number: "hs", harmonized_value: "number", harmonized_weight: "number" },
};

/** Record status as released (N, A; or the words): new or amended. */
const STATUS: Readonly<Record<string, "N" | "A">> = { N: "N", NEW: "N", A: "A", AMENDED: "A" };

const NUMBER = /^-?\d+(\.\d+)?$/;
const INT = /^\d+$/;
/** HS codes are 4 to 10 digits; dots and spaces as people write them are dropped. */
const HS = /^\d{4,10}$/;

export type AmsCheckedRow = Readonly<Record<string, string | number | null>>;

export type AmsRowCheck =
  | { readonly ok: true; readonly row: AmsCheckedRow }
  | { readonly ok: false; readonly reason: AmsSkipReason; readonly column: string };

const refuse = (reason: AmsSkipReason, column: string): AmsRowCheck => ({ ok: false, reason, column });

/**
 * The row of `table` read from its fields by column name (missing columns are empty): text trimmed
 * (empty is null), numbers as numbers, dates yyyy-MM-dd, codes upper case. A missing date, number
 * or HS code is null — real bills lack them —; a present one that is not one refuses the row.
 */
export const checkAmsRow = (
  table: AmsTable,
  fields: Readonly<Record<string, string | undefined>>,
): AmsRowCheck => {
  const kinds = KINDS[table];
  const row: Record<string, string | number | null> = {};
  for (const column of AMS_COLUMNS[table]) {
    const raw = (fields[column] ?? "").trim();
    const kind = kinds[column];
    if (column === "identifier") {
      if (raw === "") return refuse("import.skip.noIdentifier", column);
      row[column] = raw;
      continue;
    }
    if (raw === "") {
      if (kind === "name") return refuse("import.skip.noName", column);
      if (kind === "bill") return refuse("import.skip.noBillNumber", column);
      if (kind === "status") return refuse("import.skip.badRecordStatus", column);
      row[column] = null;
      continue;
    }
    switch (kind) {
      case "date":
        if (!isIsoDate(raw)) return refuse("import.skip.badDate", column);
        row[column] = raw;
        break;
      case "int":
        if (!INT.test(raw)) return refuse("import.skip.badNumber", column);
        row[column] = Number(raw);
        break;
      case "number":
        if (!NUMBER.test(raw)) return refuse("import.skip.badNumber", column);
        row[column] = Number(raw);
        break;
      case "hs": {
        const digits = raw.replace(/[.\s]/g, "");
        if (!HS.test(digits)) return refuse("import.skip.badHsCode", column);
        row[column] = digits;
        break;
      }
      case "status": {
        const status = STATUS[raw.toUpperCase()];
        if (status === undefined) return refuse("import.skip.badRecordStatus", column);
        row[column] = status;
        break;
      }
      case "bill":
        row[column] = raw.toUpperCase();
        break;
      default:
        row[column] = raw;
    }
  }
  // The header's date is what every search and chart counts by: a bill without one means nothing.
  if (table === "header" && row.estimated_arrival_date === null && row.actual_arrival_date === null)
    return refuse("import.skip.badDate", "estimated_arrival_date");
  return { ok: true, row };
};

const KG_PER: Readonly<Record<string, number>> = {
  K: 1,
  KG: 1,
  KGS: 1,
  KILOGRAMS: 1,
  L: 0.45359237,
  LB: 0.45359237,
  LBS: 0.45359237,
  POUNDS: 0.45359237,
  T: 1000,
  MT: 1000,
  TONS: 1000,
  "METRIC TONS": 1000,
};

/** Whether the release's weight unit is one the importer reads (a missing one is not: D300). */
export const isKnownWeightUnit = (unit: string | null): boolean =>
  unit !== null && KG_PER[unit.trim().toUpperCase()] !== undefined;

/**
 * A weight in kilograms, or null, unknown, when the unit is missing or not one of the release's
 * weight units: a weight without its unit is never read as kilograms (D300).
 */
export const weightInKg = (value: number | null, unit: string | null): number | null => {
  if (value === null || unit === null) return null;
  const factor = KG_PER[unit.trim().toUpperCase()];
  return factor === undefined ? null : Math.round(value * factor * 1000) / 1000;
};
