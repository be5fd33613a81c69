// One shipment as the trade data engine stores and searches it (issue 14): a US bill of lading
// joined from its AMS tables, or a declaration of another customs source. Both engines store this
// shape; the bill's own tables are kept beside it for the bill detail.

import { type AmsTransportMode, amsTransportMode } from "./ams-codes.ts";
import type { AmsTable } from "./ams-layout.ts";
import type { AmsCheckedRow } from "./ams-rows.ts";
import { weightInKg } from "./ams-rows.ts";
import { cutText, DESCRIPTION_LIMIT } from "./import-limits.ts";

export interface TradeParty {
  readonly name: string;
  /** ISO 3166 alpha-2, or null where the source leaves it out. */
  readonly country: string | null;
}

export interface TradeShipment {
  readonly dataset: string;
  /** The source's own id of the record (AMS identifier, declaration number): unique in a data set. */
  readonly source: string;
  /**
   * Which shipment the record describes, for bills: master, house and sub-house numbers. Records
   * with the same key are versions of one shipment, a later amendment replacing the earlier ones
   * (D302); null for declarations.
   */
  readonly billKey: string | null;
  readonly masterBill: string | null;
  readonly billType: "M" | "H" | null;
  /** Orders the versions of one shipment: the release's update date, then the release stamp. */
  readonly revision: string;
  /** yyyy-MM-dd: arrival for imports, departure for exports. */
  readonly date: string;
  readonly importer: TradeParty | null;
  readonly exporter: TradeParty | null;
  readonly notify: TradeParty | null;
  /** The first HS code declared, 4 to 10 digits, or null (a share of real bills has none). */
  readonly hsCode: string | null;
  readonly description: string | null;
  readonly quantity: number | null;
  readonly quantityUnit: string | null;
  readonly weightKg: number | null;
  readonly valueUsd: number | null;
  readonly originCountry: string | null;
  readonly destinationCountry: string | null;
  /** The country whose customs reported the record (statistics count by it); null for a global set. */
  readonly reportingCountry: string | null;
  readonly loadingPort: string | null;
  readonly unloadingPort: string | null;
  readonly carrier: string | null;
  readonly vessel: string | null;
  readonly transportMode: "SEA" | "AIR" | "LAND" | null;
  readonly containerCount: number;
  readonly hazmat: boolean;
  readonly recordStatus: "N" | "A";
}

/** A bill's rows per AMS table, as checked (ams-rows.ts); header and billgen one each. */
export type AmsBillRows = { readonly [T in AmsTable]?: readonly AmsCheckedRow[] };

const str = (v: string | number | null | undefined): string | null =>
  v === null || v === undefined ? null : String(v);
const num = (v: string | number | null | undefined): number | null => (typeof v === "number" ? v : null);

const partyOf = (row: AmsCheckedRow | undefined, nameColumn: string): TradeParty | null => {
  const name = str(row?.[nameColumn]);
  if (row === undefined || name === null) return null;
  return { name, country: str(row.country_code)?.toUpperCase() ?? null };
};

const SEARCH_MODE: Readonly<Record<AmsTransportMode, TradeShipment["transportMode"]>> = {
  vessel: "SEA",
  vesselContainer: "SEA",
  borderWater: "SEA",
  air: "AIR",
  airContainer: "AIR",
  rail: "LAND",
  railContainer: "LAND",
  truck: "LAND",
  truckContainer: "LAND",
  auto: "LAND",
  pedestrian: "LAND",
  roadOther: "LAND",
  // Neither sea, air nor land: shown as released on the bill, unknown to the coarse mode.
  mail: null,
  passengerHandCarried: null,
  fixedInstallation: null,
};

/**
 * The coarse mode a search shows, from the release's code or words (ams-codes.ts); null, unknown,
 * for a value the release does not define — never a default (D300): the released text stays in
 * the bill detail, and the importer reports it.
 */
export const searchModeOfAms = (released: string | null): TradeShipment["transportMode"] => {
  const mode = amsTransportMode(released);
  return mode === undefined ? null : SEARCH_MODE[mode];
};

/** The key of the shipment a bill describes: a house bill is its own shipment within its master. */
export const billKeyOf = (master: string, house: string | null, subHouse: string | null): string =>
  [master, house ?? "", subHouse ?? ""].join("/");

/**
 * The searchable shipment of a bill joined from its tables, or undefined when a table the bill
 * needs (header, billgen) is missing from the release.
 */
export const shipmentOfAmsBill = (
  dataset: string,
  release: string,
  rows: AmsBillRows,
): TradeShipment | undefined => {
  const header = rows.header?.[0];
  const bill = rows.billgen?.[0];
  if (header === undefined || bill === undefined) return undefined;
  const master = str(bill.master_bol_number) as string;
  const house = str(bill.house_bol_number);
  const tariffs = rows.tariff ?? [];
  const cargo = [...(rows.cargodesc ?? [])].sort(
    (a, b) => (num(a.description_sequence_number) ?? 0) - (num(b.description_sequence_number) ?? 0),
  );
  const description = cargo
    .map((c) => str(c.description_text))
    .filter((t): t is string => t !== null)
    .join(" ");
  const values = tariffs.map((t) => num(t.harmonized_value)).filter((v): v is number => v !== null);
  const shipper = partyOf(rows.shipper?.[0], "shipper_party_name");
  const consignee = partyOf(rows.consignee?.[0], "consignee_name");
  const containers = new Set((rows.container ?? []).map((c) => str(c.container_number)));
  return {
    dataset,
    source: str(header.identifier) as string,
    billKey: billKeyOf(master, house, str(bill.sub_house_bol_number)),
    masterBill: master,
    billType: house === null ? "M" : "H",
    revision: `${str(bill.trade_update_date) ?? ""}|${release}`,
    date: (str(header.actual_arrival_date) ?? str(header.estimated_arrival_date)) as string,
    importer: consignee,
    exporter: shipper,
    notify: partyOf(rows.notifyparty?.[0], "notify_party_name"),
    hsCode: str(tariffs.find((t) => t.harmonized_number !== null)?.harmonized_number),
    description: description === "" ? null : cutText(description, DESCRIPTION_LIMIT),
    quantity: num(header.manifest_quantity),
    quantityUnit: str(header.manifest_unit),
    weightKg: weightInKg(num(header.weight), str(header.weight_unit)),
    valueUsd: values.length === 0 ? null : values.reduce((a, b) => a + b, 0),
    originCountry: shipper?.country ?? null,
    destinationCountry: "US",
    reportingCountry: "US",
    loadingPort: str(header.foreign_port_of_lading),
    unloadingPort: str(header.port_of_unlading),
    carrier: str(header.carrier_code),
    vessel: str(header.vessel_name),
    transportMode: searchModeOfAms(str(header.mode_of_transportation)),
    containerCount: containers.size,
    hazmat: (rows.hazmat ?? []).length > 0,
    recordStatus: header.record_status_indicator === "A" ? "A" : "N",
  };
};

/**
 * Which of two versions of one shipment is the later: the later revision; between equal revisions
 * an amendment over a new bill, then the larger source id (any fixed rule, so both engines agree).
 * An amendment replaces the versions it is later than (countedSources, D302).
 */
export const laterVersion = (a: TradeShipment, b: TradeShipment): TradeShipment => {
  if (a.revision !== b.revision) return a.revision > b.revision ? a : b;
  if (a.recordStatus !== b.recordStatus) return a.recordStatus === "A" ? a : b;
  return a.source >= b.source ? a : b;
};

/** One record's identity in the store: its data set and its source's id. */
export const recordKey = (dataset: string, source: string): string => `${dataset}\u0000${source}`;

/**
 * Which of the given records count as shipments, by recordKey (issue 14 §1, D302): a bill counts
 * unless an amendment of it (the same bill key, record status A) comes later by laterVersion — only
 * a real amendment replaces a bill, so a new bill that merely repeats a master number counts beside
 * the earlier one; no master bill whose consolidation has house bills in the same data set; every
 * declaration. Both engines hold to this; the SQLite store says it in SQL.
 */
export const countedSources = (records: readonly TradeShipment[]): ReadonlySet<string> => {
  const latestAmendment = new Map<string, TradeShipment>();
  const housed = new Set<string>();
  const key = (s: TradeShipment, part: string) => `${s.dataset}\u0000${part}`;
  for (const s of records) {
    if (s.billType === "H" && s.masterBill !== null) housed.add(key(s, s.masterBill));
    if (s.billKey === null || s.recordStatus !== "A") continue;
    const k = key(s, s.billKey);
    const seen = latestAmendment.get(k);
    latestAmendment.set(k, seen === undefined ? s : laterVersion(seen, s));
  }
  const counted = new Set<string>();
  for (const s of records) {
    const amendment = s.billKey === null ? undefined : latestAmendment.get(key(s, s.billKey));
    const replaced = amendment !== undefined && amendment !== s && laterVersion(amendment, s) === amendment;
    const covered = s.billType === "M" && s.masterBill !== null && housed.has(key(s, s.masterBill));
    if (!replaced && !covered) counted.add(recordKey(s.dataset, s.source));
  }
  return counted;
};
