// Ship and transit data in the demo (issue 31 item 9, D337): every data set a package can grant has
// records, in the shape of its kind. A ship-data country is bills of lading of vessels calling at its
// ports, naming both parties, goods text and HS code (its catalogue flags); the Eurasian transit data
// is rail declarations naming both parties and goods, without HS code. They are written in the
// declaration layout under their trade codes (SHIP_US, TRANSIT_EURASIAN) and drawn apart from the
// customs data, with a seed of their own, so the customs demo stays as it was.
import { SHIP_DATASETS, TRANSIT_DATASETS, tradeDatasetCode } from "@portolan/core";
import type { SeedDataset } from "./dataset-plan.ts";
import type { ReferenceTables } from "./reference-tables.ts";
import type { GeneratedData } from "./shipment-generator.ts";
import { type GeneratorOptions, generateShipments } from "./shipment-generator.ts";

export const SHIP_TRANSIT_SEEDS: readonly SeedDataset[] = [
  ...SHIP_DATASETS.map((d) => ({
    ...d,
    value: tradeDatasetCode(d),
    type: "SHIPMENTS_IMPORT" as const,
    country: d.value,
    kind: "BL" as const,
    variant: "SEA" as const,
  })),
  ...TRANSIT_DATASETS.map((d) => ({
    ...d,
    value: tradeDatasetCode(d),
    type: "SHIPMENTS_IMPORT" as const,
    country: null,
    kind: "CD" as const,
    variant: "DEF" as const,
  })),
];

/** Each ship or transit data set has at least these records: a few firms and months to search. */
export const MIN_SHIP_TRANSIT_RECORDS = 10;

/** A twentieth of the customs records (the demo start stays quick), at least the minimum per set. */
const extraRecords = (records: number) =>
  Math.max(MIN_SHIP_TRANSIT_RECORDS * SHIP_TRANSIT_SEEDS.length, Math.round(records / 20));

/** The customs demo data and, after it (ids following on), the ship and transit data. */
export const generateDemoData = (tables: ReferenceTables, options: GeneratorOptions): GeneratedData => {
  const customs = generateShipments(tables, options);
  const extra = generateShipments(tables, {
    ...options,
    seed: options.seed ^ 0x5348_4950,
    records: extraRecords(options.records),
    datasets: SHIP_TRANSIT_SEEDS,
    minPerDataset: MIN_SHIP_TRANSIT_RECORDS,
  });
  const firms = customs.companies.length;
  const bills = customs.shipments.length;
  const firm = (id: number | null) => (id === null ? null : id + firms);
  return {
    companies: [...customs.companies, ...extra.companies.map((c) => ({ ...c, id: c.id + firms }))],
    shipments: [
      ...customs.shipments,
      ...extra.shipments.map((s) => ({
        ...s,
        id: s.id + bills,
        importerId: firm(s.importerId),
        exporterId: firm(s.exporterId),
        notifyId: firm(s.notifyId),
      })),
    ],
  };
};
