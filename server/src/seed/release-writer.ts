// Writes the demo shipments as release files (issue 14 §1), so that demo data takes the path real
// data takes, through the importer: the US bills as monthly AMS releases (eleven tables), every
// other data set as yearly declaration files. What real bills have, these have too: messy spellings
// of one firm, names cut at 35 characters, bills without an HS code, forwarders as consignees,
// amendments in a later release, house bills under a master bill, hazmat, several containers.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  AMS_COLUMNS,
  type AmsTable,
  amsFileName,
  customsCodeOf,
  DECLARATION_COLUMNS,
  declarationFileName,
  isoDateOf,
} from "@portolan/core";
import type { CompanyRecord, ShipmentRecord } from "../reference/reference-records.ts";
import { portCatalogue } from "../trade/port-names-catalogue.ts";
import { formatCsv } from "./csv.ts";
import { demoContact } from "./demo-contacts.ts";
import type { Prng } from "./prng.ts";
import { spellName } from "./spellings.ts";
import { makeContainerNumber } from "./transport-ids.ts";

/** The data set of the US customs bills, written in the AMS layout. */
export const AMS_DEMO_DATASET = "IMP_USA_BL_SEA";

/** One appearance of a firm's name in the files, with the firm it truly is. */
export interface SpellingTruth {
  readonly country: string;
  readonly name: string;
  readonly companyId: number;
}

export interface WrittenReleases {
  readonly files: number;
  readonly truth: readonly SpellingTruth[];
}

type Row = Record<string, string>;
type Tables = { [T in AmsTable]: Row[] };

const emptyTables = (): Tables =>
  Object.fromEntries(Object.keys(AMS_COLUMNS).map((t) => [t, []])) as unknown as Tables;

// biome-ignore format: a word list
const FORWARDER_NAMES = ["Harborline Logistics Inc.", "Transpacific Freight Forwarding LLC", "Gateway Customs Brokerage Inc.", "Bluewave Cargo Express Corp.", "Northpoint Shipping LLC", "Keystone Freight Inc."];

/** yyyymm of the month after the date's: a bill arrives in the next month's release. */
const nextMonth = (date: string): string => {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  return m === 12 ? `${y + 1}01` : `${y}${String(m + 1).padStart(2, "0")}`;
};
const plusDays = (date: string, days: number) => isoDateOf(Date.parse(date) + days * 86_400_000);

export const writeDemoReleases = (
  dir: string,
  data: { readonly companies: readonly CompanyRecord[]; readonly shipments: readonly ShipmentRecord[] },
  rng: Prng,
  /** For data written in parts (the benchmark): part n's ids, bill numbers and release stamps are its own. */
  part?: number,
): WrittenReleases & { readonly companies: readonly CompanyRecord[] } => {
  const tag = part === undefined ? "" : `P${part}`;
  const ports = portCatalogue();
  const minute = String(part ?? 0).padStart(2, "0");
  mkdirSync(dir, { recursive: true });
  const truth: SpellingTruth[] = [];
  const companies = [...data.companies];
  const forwarders = FORWARDER_NAMES.map((name, i): CompanyRecord => {
    const firm = {
      id: data.companies.length + i + 1,
      name,
      country: "US",
      city: "Los Angeles",
      state: "CA",
      zip: "90731",
      address: `${100 + i * 37} Terminal Way`,
    };
    companies.push(firm);
    return firm;
  });
  const byId = new Map(companies.map((c) => [c.id, c]));
  const spell = (company: CompanyRecord): string => {
    const name = spellName(rng, company.name);
    truth.push({ country: company.country, name, companyId: company.id });
    return name;
  };
  const partyRow = (identifier: string, company: CompanyRecord, nameColumn: string, prefix: string): Row => ({
    identifier,
    [nameColumn]: spell(company),
    [`${prefix}_address_1`]: company.address.toUpperCase(),
    city: company.city.toUpperCase(),
    state_province: company.state ?? "",
    zip_code: company.zip ?? "",
    country_code: company.country,
    ...demoContact(company),
  });

  const ams = new Map<string, Tables>();
  const tablesOf = (release: string) => {
    let t = ams.get(release);
    if (t === undefined) {
      t = emptyTables();
      ams.set(release, t);
    }
    return t;
  };
  const declarations = new Map<string, Row[]>();
  let nextIdentifier = 1;
  const mastersWritten = new Set<string>();

  const writeBill = (s: ShipmentRecord, version: 0 | 1, master: string, house: string | null) => {
    const date = isoDateOf(s.date);
    const release = `${nextMonth(version === 0 ? date : plusDays(date, 31))}0106${minute}`;
    const t = tablesOf(release);
    const identifier = `${tag}${date.replaceAll("-", "")}${String(nextIdentifier++).padStart(7, "0")}`;
    const pounds = rng.chance(0.15);
    const weight = (s.weightKg * (version === 1 ? 1.05 : 1)) / (pounds ? 0.45359237 : 1);
    const importer = s.importerId === null ? undefined : byId.get(s.importerId);
    const consignee = importer !== undefined && rng.chance(0.06) ? rng.pick(forwarders) : importer;
    const exporter = s.exporterId === null ? undefined : byId.get(s.exporterId);
    t.header.push({
      identifier,
      carrier_code: (house ?? master).slice(0, 4),
      vessel_country_code: s.vesselCountry,
      vessel_name: s.vesselName,
      // A US bill names its ports by customs code where the port has its own (Schedule D for the US
      // port, Schedule K for the foreign one), by UN/LOCODE otherwise, as AMS releases do (D317).
      port_of_unlading: customsCodeOf(ports, s.unloadingPort) ?? s.unloadingPort,
      estimated_arrival_date: date,
      foreign_port_of_lading_qualifier: "K",
      foreign_port_of_lading: customsCodeOf(ports, s.loadingPort) ?? s.loadingPort,
      manifest_quantity: String(s.quantity),
      manifest_unit: s.quantityUnit,
      weight: weight.toFixed(1),
      weight_unit: pounds ? "Pounds" : "Kilograms",
      measurement: s.measurementCbm.toFixed(2),
      measurement_unit: "Cubic Meters",
      record_status_indicator: version === 1 ? "A" : "N",
      port_of_destination: s.unloadingPort,
      conveyance_id_qualifier: s.transportMode === "AIR" ? "F" : "I",
      conveyance_id: s.conveyanceId,
      in_bond_entry_type: s.inBondEntryType,
      mode_of_transportation: s.transportMode === "AIR" ? "40" : "11",
    });
    t.billgen.push({
      identifier,
      master_bol_number: master,
      house_bol_number: house ?? "",
      voyage_number: s.voyageNumber,
      bill_type_code: house === null ? "M" : "H",
      manifest_number: String(100_000 + (s.id % 900_000)),
      trade_update_date: version === 1 ? plusDays(date, 10) : date,
      run_date: version === 1 ? plusDays(date, 10) : date,
    });
    if (consignee !== undefined)
      t.consignee.push(partyRow(identifier, consignee, "consignee_name", "consignee"));
    if (exporter !== undefined)
      t.shipper.push(partyRow(identifier, exporter, "shipper_party_name", "shipper"));
    const notify = s.notifyId === null ? undefined : byId.get(s.notifyId);
    if (notify !== undefined) t.notifyparty.push(partyRow(identifier, notify, "notify_party_name", "notify"));
    const containers =
      s.containerNumber === null
        ? []
        : [
            s.containerNumber,
            ...Array.from({ length: Math.max(0, s.containerCount - 1) }, () =>
              makeContainerNumber(rng, s.containerNumber?.slice(0, 3) ?? "MSK"),
            ),
          ];
    for (const c of containers)
      t.container.push({
        identifier,
        container_number: c,
        seal_number_1: s.sealNumber ?? "",
        container_length: "40",
        container_type: "HC",
        load_status: "FCL",
        type_of_service: "PP",
      });
    const description = (s.description ?? "GENERAL CARGO").toUpperCase();
    // Long descriptions run over two lines, broken between words as a clerk types them.
    const cut = description.lastIndexOf(" ", 40);
    const parts =
      description.length > 40 && cut > 0
        ? [description.slice(0, cut), description.slice(cut + 1)]
        : [description];
    parts.forEach((text, i) => {
      t.cargodesc.push({
        identifier,
        container_number: containers[0] ?? "",
        description_sequence_number: String(i + 1),
        piece_count: i === 0 ? String(s.quantity) : "",
        description_text: text,
      });
    });
    // A quarter of real bills declare no HS code.
    if (s.hsCode !== null && rng.chance(0.75))
      t.tariff.push({
        identifier,
        container_number: containers[0] ?? "",
        description_sequence_number: "1",
        harmonized_number: rng.chance(0.5) ? `${s.hsCode}${rng.int(1000, 9999)}` : s.hsCode,
        harmonized_value: s.valueUsd.toFixed(2),
        harmonized_weight: s.weightKg.toFixed(1),
        harmonized_weight_unit: "K",
      });
    t.marksnumbers.push({ identifier, container_number: containers[0] ?? "", marks_and_numbers_1: s.marks });
    if (s.hazmatCode !== null) {
      t.hazmat.push({
        identifier,
        container_number: containers[0] ?? "",
        hazmat_sequence_number: "1",
        hazmat_code: s.hazmatCode,
        hazmat_class: s.hazmatClass ?? "",
        hazmat_code_qualifier: "U",
        hazmat_contact: "CHEMTREC",
        hazmat_flash_point_temperature: "23",
        hazmat_flash_point_temperature_unit: "CEL",
      });
      t.hazmatclass.push({
        identifier,
        container_number: containers[0] ?? "",
        hazmat_sequence_number: "1",
        hazmat_classification: s.hazmatClass ?? "",
      });
    }
    // The consolidation: the master bill between the forwarders, once per master, alongside its houses.
    if (house !== null && version === 0 && !mastersWritten.has(master)) {
      mastersWritten.add(master);
      writeBill({ ...s, importerId: rng.pick(forwarders).id, notifyId: null }, 0, master, null);
    }
  };

  for (const s of data.shipments) {
    if (s.dataset === AMS_DEMO_DATASET) {
      // House bills on one vessel on one day share their carrier's master bill.
      const house = s.billType === "H" ? `${s.billNumber}${tag}` : null;
      const master =
        house === null
          ? `${s.billNumber}${tag}`
          : `MEDU${String(hashOf(`${s.vesselName}${s.date}`)).padStart(10, "0")}${tag}`;
      writeBill(s, 0, master, house);
      if (rng.chance(0.08)) writeBill(s, 1, master, house);
      continue;
    }
    const date = isoDateOf(s.date);
    const key = `${s.dataset}__${date.slice(0, 4)}123123${minute}`;
    const rows = declarations.get(key) ?? [];
    declarations.set(key, rows);
    const importer = s.importerId === null ? undefined : byId.get(s.importerId);
    const exporter = s.exporterId === null ? undefined : byId.get(s.exporterId);
    rows.push({
      declaration_id: `${tag}${s.billNumber}`,
      declaration_date: date,
      importer_name: importer === undefined ? "" : spell(importer),
      importer_country: importer?.country ?? "",
      exporter_name: exporter === undefined ? "" : spell(exporter),
      exporter_country: exporter?.country ?? "",
      hs_code: s.hsCode ?? "",
      description: s.description ?? "",
      quantity: String(s.quantity),
      quantity_unit: s.quantityUnit,
      weight_kg: s.weightKg.toFixed(1),
      value_usd: s.valueUsd.toFixed(2),
      origin_country: exporter?.country ?? (s.dataset.startsWith("EXP_") ? (s.country ?? "") : ""),
      destination_country: importer?.country ?? (s.dataset.startsWith("IMP_") ? (s.country ?? "") : ""),
      reporting_country: s.country ?? "",
      loading_port: s.loadingPort,
      unloading_port: s.unloadingPort,
      transport_mode: s.transportMode,
    });
  }

  let files = 0;
  for (const [release, tables] of ams) {
    for (const table of Object.keys(AMS_COLUMNS) as AmsTable[]) {
      const columns = AMS_COLUMNS[table];
      const text = formatCsv([[...columns], ...tables[table].map((r) => columns.map((c) => r[c] ?? ""))]);
      writeFileSync(join(dir, amsFileName({ table, year: Number(release.slice(0, 4)), release })), text);
      files += 1;
    }
  }
  for (const [key, rows] of declarations) {
    const [dataset, release] = key.split("__") as [string, string];
    const text = formatCsv([
      [...DECLARATION_COLUMNS],
      ...rows.map((r) => DECLARATION_COLUMNS.map((c) => r[c] ?? "")),
    ]);
    writeFileSync(join(dir, declarationFileName({ dataset, release })), text);
    files += 1;
  }
  return { files, truth, companies };
};

/** A small string hash (FNV-1a) for grouping house bills under a master number. */
const hashOf = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
};
