import { CUSTOMS_DATASETS, customsDatasetByValue, SILK_ROAD_MEMBERS } from "@portolan/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ShipmentRecord } from "../reference/reference-records.ts";
import { portCatalogue } from "../trade/port-names-catalogue.ts";
import { COVERAGE_DAYS, DAY_MS, MIN_RECORDS_PER_SOURCE } from "./dataset-plan.ts";
import { referenceTables } from "./reference-tables.ts";
import { DEFAULT_GENERATOR_OPTIONS, generateShipments } from "./shipment-generator.ts";
import { isValidContainerNumber, isValidImo } from "./transport-ids.ts";

const tables = referenceTables();
const subheadings = new Map(tables.hsCodes.filter((h) => h.level === 6).map((h) => [h.code, h.description]));
const descriptions = new Set(subheadings.values());
// A port under its main UN/LOCODE (D317), as releases name it.
const portCodes = new Set(portCatalogue().ports.map((p) => p.code));
const referenceDay = Date.UTC(2026, 5, 30);

/**
 * The rules a generated row breaks (none when valid), written out from the spec's bill layout and
 * the catalogue. Plain checks, so that thousands of rows per seed stay quick.
 */
const problemsOf = (s: ShipmentRecord, companyIds: ReadonlySet<number>): string[] => {
  const d = customsDatasetByValue(s.dataset);
  if (d === undefined) return ["unknown dataset"];
  const rules: [string, boolean][] = [
    // Real 6-digit HS 2022 subheadings and their own descriptions, where the source carries them.
    ["hs code", d.hscode ? subheadings.has(s.hsCode ?? "") : s.hsCode === null],
    ["description", d.description ? descriptions.has(s.description ?? "") : s.description === null],
    [
      "description of the code",
      s.hsCode === null || s.description === null || subheadings.get(s.hsCode) === s.description,
    ],
    // Parties where the source names them, masked (null) where it does not.
    ["importer", (s.importerId === null) === !d.importer],
    ["exporter", (s.exporterId === null) === !d.exporter],
    [
      "company ids",
      [s.importerId, s.exporterId, s.notifyId].every((id) => id === null || companyIds.has(id)),
    ],
    // Reporting country: the source's own, a silk-road member, or none for the global set.
    [
      "country",
      d.country !== null
        ? s.country === d.country
        : s.dataset.includes("SILKROAD")
          ? (SILK_ROAD_MEMBERS as readonly string[]).includes(s.country ?? "")
          : s.country === null,
    ],
    ["ports", portCodes.has(s.loadingPort) && portCodes.has(s.unloadingPort)],
    ["whole day", s.date % DAY_MS === 0],
    ["date range", s.date <= referenceDay && s.date > referenceDay - COVERAGE_DAYS * DAY_MS],
    ["quantity", Number.isInteger(s.quantity) && s.quantity > 0],
    ["weight, value, volume", s.weightKg > 0 && s.valueUsd > 0 && s.measurementCbm > 0],
    [
      "transport",
      s.transportMode === "SEA"
        ? s.containerCount >= 1 &&
          isValidContainerNumber(s.containerNumber ?? "") &&
          isValidImo(s.conveyanceId)
        : s.containerCount === 0 && s.containerNumber === null,
    ],
  ];
  return rules.filter(([, ok]) => !ok).map(([name]) => `${s.billNumber}: ${name}`);
};

describe("generateShipments", () => {
  it("writes the same rows for the same seed, and other rows for another seed", () => {
    const options = { seed: 99, records: 400, referenceDay };
    expect(generateShipments(tables, options)).toEqual(generateShipments(tables, options));
    expect(generateShipments(tables, { ...options, seed: 100 }).shipments).not.toEqual(
      generateShipments(tables, options).shipments,
    );
  });

  it("keeps every rule on every row, whatever the seed", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { companies, shipments } = generateShipments(tables, { seed, records: 300, referenceDay });
        const ids = new Set(companies.map((c) => c.id));
        expect(shipments.flatMap((s) => problemsOf(s, ids))).toEqual([]);
        expect(new Set(shipments.map((s) => s.billNumber)).size).toBe(shipments.length);
        expect(new Set(companies.map((c) => `${c.country}|${c.name}`)).size).toBe(companies.length);
      }),
      { numRuns: 20 },
    );
  });

  it("has a row check that catches a broken row", () => {
    const { companies, shipments } = generateShipments(tables, { seed: 1, records: 10, referenceDay });
    const row = shipments.find((s) => s.hsCode !== null) as ShipmentRecord;
    const ids = new Set(companies.map((c) => c.id));
    expect(problemsOf(row, ids)).toEqual([]);
    const broken = {
      ...row,
      hsCode: "999999",
      loadingPort: "XXXXX",
      quantity: 0,
      date: referenceDay + DAY_MS,
    };
    expect(problemsOf(broken, ids).map((p) => p.split(": ")[1])).toEqual([
      "hs code",
      "description of the code",
      "ports",
      "date range",
      "quantity",
    ]);
  });

  it("gives the default volume exactly, every source at least the minimum", () => {
    const { shipments } = generateShipments(tables, DEFAULT_GENERATOR_OPTIONS);
    expect(shipments).toHaveLength(DEFAULT_GENERATOR_OPTIONS.records);
    const perSource = new Map<string, number>();
    for (const s of shipments) perSource.set(s.dataset, (perSource.get(s.dataset) ?? 0) + 1);
    expect(perSource.size).toBe(CUSTOMS_DATASETS.length);
    for (const n of perSource.values()) expect(n).toBeGreaterThanOrEqual(MIN_RECORDS_PER_SOURCE);
    const ids = new Set(shipments.map((s) => s.id));
    expect(ids.size).toBe(shipments.length);
  });

  it("names companies in their country's tradition", () => {
    const { companies } = generateShipments(tables, { seed: 5, records: 2000, referenceDay });
    const of = (country: string) => companies.filter((c) => c.country === country);
    expect(of("MX").some((c) => c.name.endsWith("de C.V."))).toBe(true);
    expect(of("DE").every((c) => /(GmbH|AG|KG)$/.test(c.name))).toBe(true);
    expect(of("US").every((c) => c.state !== null && /^\d{5}$/.test(c.zip ?? ""))).toBe(true);
    expect(of("RU").every((c) => /^(OOO|AO) "/.test(c.name))).toBe(true);
  });
});
