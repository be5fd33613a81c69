// Writes the reference area's seed in one write transaction with prepared statements, unless the
// catalogue is already there (a second process, or a second start, finds it and writes nothing).
// Ports are not written: they are named from the port tables each process loads (D317, D343).

import type { ReferenceSeed } from "../../ports/reference-store.ts";
import { type Db, inTransaction } from "./database.ts";

// biome-ignore format: SQL reads best as written
const SQL = {
  dataset: `INSERT INTO datasets (value, category, position, type, name, continent, kind, variant, importer, exporter, hscode, description)
    VALUES (:value, :category, :position, :type, :name, :continent, :kind, :variant, :importer, :exporter, :hscode, :description)`,
  coverage: "INSERT INTO dataset_countries (dataset, country, continent) VALUES (?, ?, ?)",
  section: "INSERT INTO hs_sections (section, name) VALUES (?, ?)",
  hsCode: "INSERT INTO hs_codes (code, description, parent, level, section) VALUES (?, ?, ?, ?, ?)",
  utility: "INSERT INTO utilities (list_id, position, name, url) VALUES (?, ?, ?, ?)",
} as const;

const bit = (b: boolean) => (b ? 1 : 0);

export const isReferenceSeeded = (db: Db): boolean =>
  db.prepare("SELECT 1 FROM datasets LIMIT 1").get() !== undefined;

export const writeReferenceSeed = (db: Db, seed: ReferenceSeed): boolean =>
  inTransaction(db, () => {
    if (isReferenceSeeded(db)) return false;
    const dataset = db.prepare(SQL.dataset);
    const coverage = db.prepare(SQL.coverage);
    for (const { countries, ...d } of seed.datasets) {
      dataset.run({
        ...d,
        importer: bit(d.importer),
        exporter: bit(d.exporter),
        hscode: bit(d.hscode),
        description: bit(d.description),
      });
      for (const c of countries) coverage.run(d.value, c.code, c.continent);
    }
    const section = db.prepare(SQL.section);
    for (const s of seed.hsSections) section.run(s.section, s.name);
    const hsCode = db.prepare(SQL.hsCode);
    for (const h of seed.hsCodes) hsCode.run(h.code, h.description, h.parent, h.level, h.section);
    const utility = db.prepare(SQL.utility);
    for (const u of seed.utilities) utility.run(u.listId, u.position, u.name, u.url);
    return true;
  });
