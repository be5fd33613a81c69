// The demo shipments: bills of lading and customs declarations for every customs data source, in
// the US customs (AMS) bill layout, drawn from a seeded generator over the real HS and port tables.
// The same seed and tables always give the same rows.

import { CUSTOMS_DATASETS } from "@portolan/core";
import type { CompanyRecord, ShipmentRecord } from "../reference/reference-records.ts";
import { mainPortCode } from "../trade/port-names-catalogue.ts";
import { createCompanyPools } from "./company-pools.ts";
import { DAY_MS, planDatasets, type SeedDataset } from "./dataset-plan.ts";
import { AIRLINES, makeFleet, NVOCC_SCACS } from "./fleet.ts";
import { drawHazmat, drawQuantities, indexGoods } from "./goods.ts";
import { createPortPicker } from "./port-picker.ts";
import { mulberry32 } from "./prng.ts";
import type { ReferenceTables } from "./reference-tables.ts";
import { drawLane, type Lane } from "./trade-lanes.ts";
import { makeContainerNumber } from "./transport-ids.ts";

export interface GeneratorOptions {
  readonly seed: number;
  readonly records: number;
  /** The last day records may fall on, epoch ms at UTC midnight. */
  readonly referenceDay: number;
  readonly datasets?: readonly SeedDataset[];
  /** Records each data set gets at least (dataset-plan.ts's MIN_RECORDS_PER_SOURCE unless given). */
  readonly minPerDataset?: number;
}

/** Fixed, not the wall clock: the same start writes the same rows (decision: demo-data dates). */
export const DEFAULT_GENERATOR_OPTIONS: GeneratorOptions = {
  seed: 0x504f5254,
  records: 30_000,
  referenceDay: Date.UTC(2026, 5, 30),
};

export interface GeneratedData {
  readonly companies: readonly CompanyRecord[];
  readonly shipments: readonly ShipmentRecord[];
}

interface Draft extends Lane {
  readonly dataset: SeedDataset;
  readonly date: number;
}

const MARKS = ["N/M", "NO MARKS", "AS PER INVOICE", "PO", "LOT"] as const;

export const generateShipments = (tables: ReferenceTables, options: GeneratorOptions): GeneratedData => {
  const rng = mulberry32(options.seed);
  const goods = indexGoods(tables.hsCodes);
  const ports = createPortPicker(tables.ports);
  const fleet = makeFleet(rng, 160);
  const plans = planDatasets(
    rng,
    options.datasets ?? CUSTOMS_DATASETS,
    options.records,
    options.referenceDay,
    options.minPerDataset,
  );

  const drafts: Draft[] = [];
  const demand = new Map<string, number>();
  const need = (country: string) => demand.set(country, (demand.get(country) ?? 0) + 1);
  for (const plan of plans) {
    const days = (plan.endDay - plan.startDay) / DAY_MS;
    for (let i = 0; i < plan.records; i += 1) {
      const lane = drawLane(rng, plan.dataset);
      if (plan.dataset.importer) need(lane.importerCountry);
      if (plan.dataset.exporter) need(lane.exporterCountry);
      drafts.push({ ...lane, dataset: plan.dataset, date: plan.startDay + rng.int(0, days) * DAY_MS });
    }
  }
  const pools = createCompanyPools(rng, demand, goods);

  const shipments = drafts.map((d, index): ShipmentRecord => {
    const { dataset } = d;
    const importer = dataset.importer ? pools.pick(rng, d.importerCountry) : null;
    const exporter = dataset.exporter ? pools.pick(rng, d.exporterCountry) : null;
    const trader = exporter ?? importer;
    const heading =
      trader !== null && rng.chance(0.85) ? rng.pick(trader.headings) : rng.pick(goods.headings);
    const hs = rng.pick(goods.subheadingsOf(heading));
    // Transit data goes by rail (D337): no vessel, no container of a ship's line, mode LAND.
    const byLand = dataset.value.startsWith("TRANSIT_");
    const byAir = !byLand && (dataset.variant === "AIR" || (dataset.kind === "CD" && rng.chance(0.08)));
    const q = drawQuantities(rng, byAir);
    const vessel = rng.pick(fleet);
    const airline = rng.pick(AIRLINES);
    const house = rng.chance(0.35);
    const serial = String(1_000_000_000 + index * 97 + rng.int(0, 96));
    const flight = `${airline[0]}${rng.int(100, 9999)}`;
    const hazmat = drawHazmat(rng, hs.code);
    const mark = rng.pick(MARKS);
    const bond = rng.next();
    return {
      id: index + 1,
      billNumber: byAir
        ? `${airline[0]}${serial}`
        : `${house ? rng.pick(NVOCC_SCACS) : vessel.scac}${serial}`,
      billType: house ? "H" : "M",
      dataset: dataset.value,
      country: d.country,
      date: d.date,
      transportMode: byLand ? "LAND" : byAir ? "AIR" : "SEA",
      importerId: importer?.id ?? null,
      exporterId: exporter?.id ?? null,
      notifyId: importer !== null && rng.chance(0.4) ? pools.pick(rng, d.importerCountry).id : null,
      hsCode: dataset.hscode ? hs.code : null,
      description: dataset.description ? hs.description : null,
      ...q,
      // Under the port's main UN/LOCODE, as releases name it (CNSHA, not the index's CNSGH: D317).
      loadingPort: mainPortCode(ports.pick(rng, d.exporterCountry).unlocode as string),
      unloadingPort: mainPortCode(ports.pick(rng, d.importerCountry).unlocode as string),
      vesselName: byAir ? `${airline[0]} CARGO` : vessel.name,
      vesselCountry: byAir ? airline[1] : vessel.flag,
      voyageNumber: byAir
        ? flight
        : `${String(rng.int(1, 999)).padStart(3, "0")}${rng.pick(["E", "W", "N", "S"])}`,
      conveyanceId: byAir ? flight : vessel.imo,
      containerNumber: byAir ? null : makeContainerNumber(rng, vessel.ownerCode),
      sealNumber: byAir ? null : `${vessel.ownerCode}${rng.int(1_000_000, 9_999_999)}`,
      marks: mark === "PO" || mark === "LOT" ? `${mark} ${rng.int(10_000, 999_999)}` : mark,
      recordStatus: rng.chance(0.92) ? "NEW" : "AMENDED",
      inBondEntryType: bond < 0.85 ? "00" : bond < 0.93 ? "61" : bond < 0.97 ? "62" : "63",
      hazmatClass: hazmat?.cls ?? null,
      hazmatCode: hazmat?.un ?? null,
    };
  });
  const companies = pools.all().map(({ headings: _, ...company }) => company);
  return { companies, shipments };
};
