// The conformance suite's data (issue 14 §2): two AMS releases and one declaration file small enough
// that every answer is known by hand — an amended bill, a master bill covered by its house bill, two
// spellings of three firms, a tie in weight. trade-conformance.ts holds each engine to the answers.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  AMS_COLUMNS,
  type AmsTable,
  amsFileName,
  DECLARATION_COLUMNS,
  declarationFileName,
} from "@portolan/core";
import { formatCsv } from "../../seed/csv.ts";

type Rows = Partial<Record<AmsTable, readonly Record<string, string>[]>>;

export const writeAms = (dir: string, release: string, rows: Rows) => {
  for (const table of Object.keys(AMS_COLUMNS) as AmsTable[]) {
    const columns = AMS_COLUMNS[table];
    const list = rows[table] ?? [];
    writeFileSync(
      join(dir, amsFileName({ table, year: Number(release.slice(0, 4)), release })),
      formatCsv([[...columns], ...list.map((r) => columns.map((c) => r[c] ?? ""))]),
    );
  }
};

export const bill = (
  id: string,
  o: { date: string; kg: string; master: string; house?: string; status?: string; update?: string },
) => ({
  header: {
    identifier: id,
    estimated_arrival_date: o.date,
    record_status_indicator: o.status ?? "N",
    weight: o.kg,
    weight_unit: "Kilograms",
    carrier_code: "MAEU",
    foreign_port_of_lading: "CNNGB",
    port_of_unlading: "USLAX",
    mode_of_transportation: "11",
  },
  billgen: {
    identifier: id,
    master_bol_number: o.master,
    house_bol_number: o.house ?? "",
    trade_update_date: o.update ?? o.date,
  },
});

const party = (id: string, name: string, country: string) => ({
  identifier: id,
  name,
  country_code: country,
});
const cargo = (id: string, text: string) => ({
  identifier: id,
  description_sequence_number: "1",
  description_text: text,
});
const tariff = (id: string, hs: string, value: string) => ({
  identifier: id,
  description_sequence_number: "1",
  harmonized_number: hs,
  harmonized_value: value,
});

export const writeConformanceFixture = (dir: string): void => {
  const b = [
    bill("1", { date: "2026-01-05", kg: "1000", master: "M1" }),
    bill("2", { date: "2026-01-10", kg: "2000", master: "M2", house: "H2A" }),
    bill("3", { date: "2026-01-10", kg: "2100", master: "M2" }),
    bill("4", { date: "2026-02-01", kg: "1000", master: "M3" }),
  ];
  const consignees = [
    // An older address and an e-mail: the newer bill's address wins whole (D221).
    {
      ...party("1", "ACME INC", "US"),
      consignee_address_1: "9 OLD ROAD",
      city: "RENO",
      zip_code: "89501",
      comm_number_qualifier: "EM",
      comm_number: "ops@acme.example",
    },
    party("2", "Acme, Inc.", "US"),
    party("3", "HARBORLINE LOGISTICS INC", "US"),
    party("4", "BOLT TRADING LLC", "US"),
  ];
  const shippers = [
    party("1", "NINGBO STAR CO LTD", "CN"),
    party("2", "NINGBO STAR CO., LTD.", "CN"),
    party("3", "NINGBO STAR CO LTD", "CN"),
    party("4", "SHANGHAI BOLT CO LTD", "CN"),
  ];
  writeAms(dir, "202601010000", {
    header: b.map((x) => x.header),
    billgen: b.map((x) => x.billgen),
    consignee: consignees.map(({ name, ...p }) => ({ ...p, consignee_name: name })),
    shipper: shippers.map(({ name, ...p }) => ({ ...p, shipper_party_name: name })),
    cargodesc: [
      cargo("1", "WOODEN CHAIRS"),
      cargo("2", "STEEL CHAIRS"),
      cargo("3", "FURNITURE"),
      cargo("4", "LAPTOP COMPUTERS"),
    ],
    tariff: [tariff("1", "940161", "5000"), tariff("2", "9401.71", "7000"), tariff("4", "8471", "90000")],
    container: [{ identifier: "2", container_number: "MSKU1234565" }],
  });
  const later = [
    bill("5", { date: "2026-02-01", kg: "1500", master: "M3", status: "A", update: "2026-02-05" }),
    bill("6", { date: "2026-02-03", kg: "500", master: "M4" }),
  ];
  writeAms(dir, "202602010000", {
    header: later.map((x) => x.header),
    billgen: later.map((x) => x.billgen),
    consignee: [
      { identifier: "5", consignee_name: "BOLT TRADING LLC", country_code: "US" },
      {
        identifier: "6",
        consignee_name: "ACME INC",
        country_code: "US",
        consignee_address_1: "100 TERMINAL WAY",
        city: "LOS ANGELES",
        state_province: "CA",
        zip_code: "90731",
        contact_name: "JANE ROE",
        comm_number_qualifier: "TE",
        comm_number: "3105550123",
      },
    ],
    shipper: [
      { identifier: "5", shipper_party_name: "SHANGHAI BOLT CO LTD", country_code: "CN" },
      { identifier: "6", shipper_party_name: "SHANGHAI BOLT CO LTD", country_code: "CN" },
    ],
    cargodesc: [cargo("5", "LAPTOP COMPUTERS"), cargo("6", "WOODEN TABLES")],
    tariff: [tariff("5", "8471", "95000")],
  });
  const declarations = [
    {
      declaration_id: "D1",
      declaration_date: "2026-01-20",
      importer_name: "Comercializadora Andina SA de CV",
      importer_country: "MX",
      exporter_name: "NINGBO STAR CO LTD",
      exporter_country: "CN",
      hs_code: "940161",
      description: "SILLAS DE MADERA wooden chairs",
      weight_kg: "1000",
      value_usd: "900",
      origin_country: "CN",
      destination_country: "MX",
      reporting_country: "MX",
      loading_port: "CNNGB",
      transport_mode: "SEA",
    },
    {
      declaration_id: "D2",
      declaration_date: "2026-03-01",
      importer_name: "COMERCIALIZADORA ANDINA S.A. DE C.V.",
      importer_country: "MX",
      exporter_name: "SHANGHAI BOLT CO LTD",
      exporter_country: "CN",
      hs_code: "847130",
      description: "laptop computers",
      weight_kg: "200",
      value_usd: "20000",
      origin_country: "CN",
      destination_country: "MX",
      reporting_country: "MX",
      loading_port: "CNSHA",
      transport_mode: "SEA",
    },
  ];
  writeFileSync(
    join(dir, declarationFileName({ dataset: "IMP_MEXICO_CD_SEA", release: "202612312300" })),
    formatCsv([
      [...DECLARATION_COLUMNS],
      ...declarations.map((r) => DECLARATION_COLUMNS.map((c) => (r as Record<string, string>)[c] ?? "")),
    ]),
  );
};

/**
 * A later release whose only bill is new (status N) and repeats the master number of bill 6 with
 * another identifier, date and importer: a shipment of its own, hiding nothing (D302).
 */
export const writeMasterRepeat = (dir: string): void => {
  const b = bill("7", { date: "2026-03-02", kg: "700", master: "M4" });
  writeAms(dir, "202603050000", {
    header: [b.header],
    billgen: [b.billgen],
    consignee: [{ identifier: "7", consignee_name: "BOLT TRADING LLC", country_code: "US" }],
  });
};

/**
 * A later release whose two bills name a forwarder as their consignee (as forwarders and NVOCCs do
 * in AMS data): flagged by its name on every resolver, it is left out of buyer rankings unless
 * asked for (D310) and marked in the importer facet (D311).
 */
export const writeForwarderRelease = (dir: string): void => {
  const b = [
    bill("8", { date: "2026-03-03", kg: "300", master: "M8" }),
    bill("9", { date: "2026-03-04", kg: "400", master: "M9" }),
  ];
  writeAms(dir, "202603060000", {
    header: b.map((x) => x.header),
    billgen: b.map((x) => x.billgen),
    consignee: ["8", "9"].map((id) => ({
      identifier: id,
      consignee_name: "KUEHNE + NAGEL LOGISTICS INC",
      country_code: "US",
    })),
    shipper: [
      { identifier: "8", shipper_party_name: "SHANGHAI BOLT CO LTD", country_code: "CN" },
      { identifier: "9", shipper_party_name: "NINGBO STAR CO LTD", country_code: "CN" },
    ],
    cargodesc: [cargo("8", "WOODEN CHAIRS"), cargo("9", "STEEL CHAIRS")],
  });
};

/**
 * A later release of two bills of one importer, one without a weight (no figure) and one without a
 * value (no tariff row): every sum over them is of one known figure of two shipments (D341, D342).
 */
export const writeUnknownFigures = (dir: string): void => {
  const b = [
    bill("10", { date: "2026-03-07", kg: "", master: "M10" }),
    bill("11", { date: "2026-03-08", kg: "50", master: "M11" }),
  ];
  writeAms(dir, "202603090000", {
    header: b.map((x) => x.header),
    billgen: b.map((x) => x.billgen),
    consignee: ["10", "11"].map((id) => ({
      identifier: id,
      consignee_name: "QUILL LAMPS LLC",
      country_code: "US",
    })),
    shipper: ["10", "11"].map((id) => ({
      identifier: id,
      shipper_party_name: "NINGBO STAR CO LTD",
      country_code: "CN",
    })),
    cargodesc: [cargo("10", "BRASS LAMPS"), cargo("11", "BRASS LAMPS")],
    tariff: [tariff("10", "940520", "300")],
  });
};

export const US = "IMP_USA_BL_SEA";
export const MX = "IMP_MEXICO_CD_SEA";
