// The layout of the other customs sources (issue 14 §1: "their own records in a shape that fits
// their kind"): one CSV per data set and release, decl__<DATA SET>__<yyyymmddhhmm>.csv, one
// declaration per row — HS code, value, quantity, origin and destination, the parties where the
// source names them, and the reporting country (which member of a multi-country set reported it).
// Our decision (docs/decisions.md): customs agencies publish no common layout, so the importer
// reads this one and each source is mapped to it before loading.

import { isIsoDate } from "../search/iso-date.ts";
import type { AmsSkipReason } from "./ams-rows.ts";
import type { TradeParty, TradeShipment } from "./trade-bill.ts";

// biome-ignore format: the columns in file order
export const DECLARATION_COLUMNS = ["declaration_id", "declaration_date", "importer_name", "importer_country", "exporter_name", "exporter_country", "hs_code", "description", "quantity", "quantity_unit", "weight_kg", "value_usd", "origin_country", "destination_country", "reporting_country", "loading_port", "unloading_port", "transport_mode"] as const;
export const DECLARATION_REQUIRED_COLUMNS = ["declaration_id", "declaration_date"] as const;

export interface DeclarationFileName {
  readonly dataset: string;
  readonly release: string;
  readonly gzip: boolean;
}

// A customs code, or ship (SHIP_US) or transit data (TRANSIT_EURASIAN) in this one layout too (D337).
const FILE_NAME =
  /^decl__((?:IMP|EXP)_[A-Z]+_(?:CD|BL|ED)_(?:DEF|SEA|AIR|ALL|FTZ)|SHIP_[A-Z]{2}|TRANSIT_[A-Z]+)__(\d{12})\.csv(\.gz)?$/;

export const parseDeclarationFileName = (name: string): DeclarationFileName | undefined => {
  const match = FILE_NAME.exec(name);
  if (match === null) return undefined;
  return { dataset: match[1] as string, release: match[2] as string, gzip: match[3] !== undefined };
};

export const declarationFileName = (file: Omit<DeclarationFileName, "gzip"> & { gzip?: boolean }): string =>
  `decl__${file.dataset}__${file.release}.csv${file.gzip === true ? ".gz" : ""}`;

export type DeclarationSkipReason = AmsSkipReason | "import.skip.badCountry" | "import.skip.badMode";

export type DeclarationCheck =
  | { readonly ok: true; readonly shipment: TradeShipment }
  | { readonly ok: false; readonly reason: DeclarationSkipReason; readonly column: string };

const COUNTRY = /^[A-Z]{2}$/;
const NUMBER = /^\d+(\.\d+)?$/;
const HS = /^\d{4,10}$/;
const MODES = new Set(["SEA", "AIR", "LAND"]);

/** A declaration row read into the searchable shipment of its data set, or why it is skipped. */
export const checkDeclarationRow = (
  dataset: string,
  release: string,
  fields: Readonly<Record<string, string | undefined>>,
): DeclarationCheck => {
  const get = (c: (typeof DECLARATION_COLUMNS)[number]) => {
    const v = (fields[c] ?? "").trim();
    return v === "" ? null : v;
  };
  const refuse = (reason: DeclarationSkipReason, column: string): DeclarationCheck => ({
    ok: false,
    reason,
    column,
  });
  const id = get("declaration_id");
  if (id === null) return refuse("import.skip.noIdentifier", "declaration_id");
  const date = get("declaration_date");
  if (!isIsoDate(date)) return refuse("import.skip.badDate", "declaration_date");
  const countries: Record<string, string | null> = {};
  for (const c of [
    "importer_country",
    "exporter_country",
    "origin_country",
    "destination_country",
    "reporting_country",
  ] as const) {
    const v = get(c)?.toUpperCase() ?? null;
    if (v !== null && !COUNTRY.test(v)) return refuse("import.skip.badCountry", c);
    countries[c] = v;
  }
  const numbers: Record<string, number | null> = {};
  for (const c of ["quantity", "weight_kg", "value_usd"] as const) {
    const v = get(c);
    if (v !== null && !NUMBER.test(v)) return refuse("import.skip.badNumber", c);
    numbers[c] = v === null ? null : Number(v);
  }
  const hs = get("hs_code")?.replace(/[.\s]/g, "") ?? null;
  if (hs !== null && !HS.test(hs)) return refuse("import.skip.badHsCode", "hs_code");
  const mode = get("transport_mode")?.toUpperCase() ?? null;
  if (mode !== null && !MODES.has(mode)) return refuse("import.skip.badMode", "transport_mode");
  const party = (name: string | null, country: string | null): TradeParty | null =>
    name === null ? null : { name, country };
  return {
    ok: true,
    shipment: {
      dataset,
      source: id,
      billKey: null,
      masterBill: null,
      billType: null,
      revision: release,
      date,
      importer: party(get("importer_name"), countries.importer_country ?? null),
      exporter: party(get("exporter_name"), countries.exporter_country ?? null),
      notify: null,
      hsCode: hs,
      description: get("description"),
      quantity: numbers.quantity ?? null,
      quantityUnit: get("quantity_unit"),
      weightKg: numbers.weight_kg ?? null,
      valueUsd: numbers.value_usd ?? null,
      originCountry: countries.origin_country ?? null,
      destinationCountry: countries.destination_country ?? null,
      reportingCountry: countries.reporting_country ?? null,
      loadingPort: get("loading_port"),
      unloadingPort: get("unloading_port"),
      carrier: null,
      vessel: null,
      transportMode: mode as TradeShipment["transportMode"],
      containerCount: 0,
      hazmat: false,
      recordStatus: "N",
    },
  };
};
