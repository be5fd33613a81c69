// Writes the reference area's seed in one transaction, unless the catalogue is already there: a
// second provider starting at once, or a second start, finds it and writes nothing (SQLite: one
// writer; PostgreSQL: the serialisable transaction of the later one fails and, run again, finds the
// catalogue). Ports are not written: they are named from the port tables each process loads (D317, D343).

import type { SqlClient, SqlRunner, SqlValue } from "../sql/sql-client.ts";
import type { ReferenceSeed } from "./reference-port.ts";
import type { DatasetRecord } from "./reference-records.ts";

/** Rows per INSERT: thousands of HS codes in a few statements, well under either engine's bound-value limit. */
const ROWS_PER_STATEMENT = 200;

const bit = (b: boolean) => (b ? 1 : 0);

const insertRows = async (
  tx: SqlRunner,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
): Promise<void> => {
  const tuple = `(${columns.map(() => "?").join(", ")})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    await tx.run(
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => tuple).join(", ")}`,
      chunk.flat(),
    );
  }
};

const DATASET_COLUMNS = [
  "value",
  "category",
  "position",
  "type",
  "name",
  "continent",
  "kind",
  "variant",
  "importer",
  "exporter",
  "hscode",
  "description",
] as const;

const datasetRow = (d: DatasetRecord): SqlValue[] => [
  d.value,
  d.category,
  d.position,
  d.type,
  d.name,
  d.continent,
  d.kind,
  d.variant,
  bit(d.importer),
  bit(d.exporter),
  bit(d.hscode),
  bit(d.description),
];

const SEEDED = "SELECT 1 AS seeded FROM datasets LIMIT 1";

export const isReferenceSeeded = async (sql: SqlRunner): Promise<boolean> =>
  (await sql.get(SEEDED)) !== undefined;

export const writeReferenceSeed = (sql: SqlClient, seed: ReferenceSeed): Promise<boolean> =>
  sql.transaction(async (tx) => {
    if (await isReferenceSeeded(tx)) return false;
    await insertRows(tx, "datasets", DATASET_COLUMNS, seed.datasets.map(datasetRow));
    await insertRows(
      tx,
      "dataset_countries",
      ["dataset", "country", "continent"],
      seed.datasets.flatMap((d) => d.countries.map((c) => [d.value, c.code, c.continent])),
    );
    await insertRows(
      tx,
      "hs_sections",
      ["section", "name"],
      seed.hsSections.map((s) => [s.section, s.name]),
    );
    await insertRows(
      tx,
      "hs_codes",
      ["code", "description", "parent", "level", "section"],
      seed.hsCodes.map((h) => [h.code, h.description, h.parent, h.level, h.section]),
    );
    await insertRows(
      tx,
      "utilities",
      ["list_id", "position", "name", "url"],
      seed.utilities.map((u) => [u.listId, u.position, u.name, u.url]),
    );
    return true;
  });
