// The reference data (its own module, reference/) over the accounts' SQL port: the seed written
// once whoever starts first, and read back by the statistics and the utilities list.
import { describe, expect, it } from "vitest";
import type { PortLookup, RecordFigures, ReferenceSeed } from "../../reference/reference-port.ts";
import type { DatasetRecord } from "../../reference/reference-records.ts";
import { sqlReferenceStore } from "../../reference/sql-reference-store.ts";
import type { OpenedAccountStorage } from "../open-account-storage.ts";
import type { OpenStorage } from "./fixture.ts";
import { atOnce, twoProviders } from "./two-providers.ts";
import { withStorage } from "./with-storage.ts";

const dataset = (d: Partial<DatasetRecord> & Pick<DatasetRecord, "value" | "position">): DatasetRecord => ({
  category: 1,
  type: "SHIPMENTS_IMPORT",
  name: `dataset.${d.value}`,
  continent: "ASIA",
  kind: "BL",
  variant: null,
  importer: true,
  exporter: true,
  hscode: true,
  description: false,
  countries: [{ code: "AA", continent: "ASIA" }],
  ...d,
});

const SEED: ReferenceSeed = {
  datasets: [
    dataset({ value: "IMP_AA", position: 0 }),
    dataset({ value: "EXP_AA", position: 1, type: "SHIPMENTS_EXPORT", exporter: false, description: true }),
    dataset({
      value: "IMP_GRP",
      position: 2,
      continent: "EUROPE",
      kind: null,
      variant: "SEA",
      countries: [
        { code: "BB", continent: "EUROPE" },
        { code: "CC", continent: "EUROPE" },
      ],
    }),
    dataset({ value: "GLOBAL_BL", position: 0, category: 59, type: null, countries: [] }),
  ],
  hsSections: [
    { section: "I", name: "Live animals" },
    { section: "II", name: "Vegetable products" },
  ],
  // More rows than one INSERT statement carries, so the writer's batches are crossed.
  hsCodes: Array.from({ length: 450 }, (_, i) => ({
    code: String(100_000 + i),
    description: `goods ${i} «ß»`,
    parent: String(1000 + Math.floor(i / 10)),
    level: 6 as const,
    section: i % 2 === 0 ? "I" : "II",
  })),
  utilities: [
    ...Array.from({ length: 5 }, (_, i) => ({
      listId: 265,
      position: i + 1,
      name: `tool ${i + 1}`,
      url: `https://t${i + 1}.example`,
    })),
    { listId: 7, position: 1, name: "other", url: "https://o.example" },
  ],
};

const FIGURES: RecordFigures = {
  byDatasetAndCountry: async () => [
    { dataset: "IMP_AA", country: "AA", records: 10, firstDay: "2026-01-01", lastDay: "2026-03-01" },
    { dataset: "EXP_AA", country: "AA", records: 4, firstDay: "2026-02-01", lastDay: "2026-04-15" },
    // Ship data: counted in the site's records, no import or export of a country.
    { dataset: "SHIP_US", country: "AA", records: 99, firstDay: "2026-01-05", lastDay: "2026-02-01" },
  ],
  companies: async () => 42,
};
const NO_PORTS: PortLookup = async () => new Map();

const day = (text: string) => Date.parse(`${text}T00:00:00Z`);
const referenceOf = (s: OpenedAccountStorage) => sqlReferenceStore(s.sql, FIGURES, NO_PORTS);

export const referenceConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: reference data`, () => {
    const storage = withStorage(open);

    it("writes the seed once when several providers start at once, and every one reads it", async () => {
      const on = await twoProviders(storage);
      expect(await referenceOf(on(0)).isSeeded()).toBe(false);
      const written = await atOnce(4, on, (h) => referenceOf(h).writeSeed(SEED));
      expect(written.filter(Boolean)).toHaveLength(1);
      expect(await referenceOf(on(1)).writeSeed(SEED)).toBe(false);
      for (const i of [0, 1]) expect(await referenceOf(on(i)).isSeeded()).toBe(true);
      const count = async (table: string) =>
        Number((await on(1).sql.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))?.n);
      expect(await count("datasets")).toBe(4);
      expect(await count("dataset_countries")).toBe(4);
      expect(await count("hs_sections")).toBe(2);
      expect(await count("hs_codes")).toBe(450);
      expect(await count("utilities")).toBe(6);
    });

    it("reads the HS codes back as written", async () => {
      const s = storage();
      await referenceOf(s).writeSeed(SEED);
      const rows = await s.sql.all<Record<string, unknown>>(
        "SELECT code, description, parent, level, section FROM hs_codes ORDER BY code",
      );
      expect(rows.map((r) => ({ ...r, level: Number(r.level) }))).toEqual(SEED.hsCodes);
    });

    it("reads a customs source back with its countries and record figures; any other value is unknown", async () => {
      const s = storage();
      const reference = referenceOf(s);
      await reference.writeSeed(SEED);
      expect(await reference.dataSourceTotals("IMP_GRP")).toEqual({
        dataset: SEED.datasets[2],
        records: 0,
        firstDate: null,
        lastDate: null,
      });
      expect(await reference.dataSourceTotals("EXP_AA")).toEqual({
        dataset: SEED.datasets[1],
        records: 4,
        firstDate: day("2026-02-01"),
        lastDate: day("2026-04-15"),
      });
      expect(await reference.dataSourceTotals("GLOBAL_BL")).toBeUndefined();
      expect(await reference.dataSourceTotals("NOPE")).toBeUndefined();
    });

    it("answers each covered country's import and export figures, and the site's totals", async () => {
      const s = storage();
      const reference = referenceOf(s);
      await reference.writeSeed(SEED);
      expect(await reference.countryTotals()).toEqual([
        {
          country: "AA",
          continent: "ASIA",
          importRecords: 10,
          exportRecords: 4,
          latestDate: day("2026-04-15"),
          dataSources: ["IMP_AA", "EXP_AA"],
        },
        ...["BB", "CC"].map((country) => ({
          country,
          continent: "EUROPE",
          importRecords: 0,
          exportRecords: 0,
          latestDate: null,
          dataSources: ["IMP_GRP"],
        })),
      ]);
      expect(await reference.siteTotals()).toEqual({
        countries: 3,
        dataSources: 3,
        records: 113,
        companies: 42,
        latestDate: day("2026-04-15"),
      });
    });

    it("pages a utilities list either way with its total; an empty store answers nothing", async () => {
      const s = storage();
      const reference = referenceOf(s);
      expect(await reference.utilities(265, 0, 10, false)).toEqual({ rows: [], total: 0 });
      expect(await reference.countryTotals()).toEqual([]);
      await reference.writeSeed(SEED);
      const names = async (offset: number, limit: number, desc: boolean) =>
        (await reference.utilities(265, offset, limit, desc)).rows.map((r) => r.name);
      expect(await names(1, 2, false)).toEqual(["tool 2", "tool 3"]);
      expect(await names(0, 2, true)).toEqual(["tool 5", "tool 4"]);
      expect(await names(4, 10, false)).toEqual(["tool 5"]);
      expect(await reference.utilities(7, 0, 10, false)).toEqual({ rows: [SEED.utilities[5]], total: 1 });
      expect((await reference.utilities(265, 9, 10, false)).total).toBe(5);
    });
  });
