// The US customs bill-of-lading release (the Automated Manifest System data): eleven CSV tables
// joined on `identifier`, one file per table named ams__<table>_<yyyy>__<yyyymmddhhmm>.csv
// (issue 14 §1). The columns are the release's own names; the importer maps them by header, so a
// release that reorders them or adds one still loads.

const party = (prefix: string, nameColumn: string) =>
  [
    "identifier",
    nameColumn,
    `${prefix}_address_1`,
    `${prefix}_address_2`,
    `${prefix}_address_3`,
    `${prefix}_address_4`,
    "city",
    "state_province",
    "zip_code",
    "country_code",
    "contact_name",
    "comm_number_qualifier",
    "comm_number",
  ] as const;

// biome-ignore format: one table per line, as released
export const AMS_COLUMNS = {
  header: ["identifier", "carrier_code", "vessel_country_code", "vessel_name", "port_of_unlading", "estimated_arrival_date", "foreign_port_of_lading_qualifier", "foreign_port_of_lading", "manifest_quantity", "manifest_unit", "weight", "weight_unit", "measurement", "measurement_unit", "record_status_indicator", "place_of_receipt", "port_of_destination", "foreign_port_of_destination_qualifier", "foreign_port_of_destination", "conveyance_id_qualifier", "conveyance_id", "in_bond_entry_type", "mode_of_transportation", "secondary_notify_party_1", "secondary_notify_party_2", "secondary_notify_party_3", "secondary_notify_party_4", "secondary_notify_party_5", "secondary_notify_party_6", "secondary_notify_party_7", "secondary_notify_party_8", "secondary_notify_party_9", "secondary_notify_party_10", "actual_arrival_date"],
  billgen: ["identifier", "master_bol_number", "house_bol_number", "sub_house_bol_number", "voyage_number", "bill_type_code", "manifest_number", "trade_update_date", "run_date"],
  cargodesc: ["identifier", "container_number", "description_sequence_number", "piece_count", "description_text"],
  container: ["identifier", "container_number", "seal_number_1", "seal_number_2", "equipment_description_code", "container_length", "container_height", "container_width", "container_type", "load_status", "type_of_service"],
  consignee: party("consignee", "consignee_name"),
  shipper: party("shipper", "shipper_party_name"),
  notifyparty: party("notify", "notify_party_name"),
  hazmat: ["identifier", "container_number", "hazmat_sequence_number", "hazmat_code", "hazmat_class", "hazmat_code_qualifier", "hazmat_contact", "hazmat_page_number", "hazmat_flash_point_temperature", "hazmat_flash_point_temperature_negative_ind", "hazmat_flash_point_temperature_unit", "hazmat_description"],
  hazmatclass: ["identifier", "container_number", "hazmat_sequence_number", "hazmat_classification"],
  marksnumbers: ["identifier", "container_number", "marks_and_numbers_1", "marks_and_numbers_2", "marks_and_numbers_3", "marks_and_numbers_4", "marks_and_numbers_5", "marks_and_numbers_6", "marks_and_numbers_7", "marks_and_numbers_8"],
  tariff: ["identifier", "container_number", "description_sequence_number", "harmonized_number", "harmonized_value", "harmonized_weight", "harmonized_weight_unit"],
} as const;

export type AmsTable = keyof typeof AMS_COLUMNS;
export const AMS_TABLES = Object.keys(AMS_COLUMNS) as readonly AmsTable[];
export type AmsRow<T extends AmsTable> = Readonly<Record<(typeof AMS_COLUMNS)[T][number], string>>;

/**
 * The columns a file must have for its rows to mean anything; the others may be missing from an
 * older release and are read as empty.
 */
export const AMS_REQUIRED_COLUMNS: Readonly<Record<AmsTable, readonly string[]>> = {
  header: ["identifier", "estimated_arrival_date"],
  billgen: ["identifier", "master_bol_number"],
  cargodesc: ["identifier", "description_text"],
  container: ["identifier", "container_number"],
  consignee: ["identifier", "consignee_name"],
  shipper: ["identifier", "shipper_party_name"],
  notifyparty: ["identifier", "notify_party_name"],
  hazmat: ["identifier", "hazmat_code"],
  hazmatclass: ["identifier", "hazmat_classification"],
  marksnumbers: ["identifier", "marks_and_numbers_1"],
  tariff: ["identifier", "harmonized_number"],
};

/** Which of a release's files is which: the table, the year and the release's time stamp. */
export interface AmsFileName {
  readonly table: AmsTable;
  readonly year: number;
  /** yyyymmddhhmm: releases load in this order, so a later amendment wins over an earlier bill. */
  readonly release: string;
  readonly gzip: boolean;
}

const FILE_NAME = /^ams__([a-z]+)_(\d{4})__(\d{12})\.csv(\.gz)?$/;

export const parseAmsFileName = (name: string): AmsFileName | undefined => {
  const match = FILE_NAME.exec(name);
  if (match === null) return undefined;
  const table = match[1] as AmsTable;
  if (!(table in AMS_COLUMNS)) return undefined;
  return { table, year: Number(match[2]), release: match[3] as string, gzip: match[4] !== undefined };
};

export const amsFileName = (file: Omit<AmsFileName, "gzip"> & { gzip?: boolean }): string =>
  `ams__${file.table}_${file.year}__${file.release}.csv${file.gzip === true ? ".gz" : ""}`;

/**
 * The order a release's tables load in: the header and bill first, so the rows that hang off a bill
 * find it; the rest in the release's order.
 */
export const AMS_LOAD_ORDER: readonly AmsTable[] = [
  "header",
  "billgen",
  "consignee",
  "shipper",
  "notifyparty",
  "container",
  "cargodesc",
  "tariff",
  "marksnumbers",
  "hazmat",
  "hazmatclass",
];
