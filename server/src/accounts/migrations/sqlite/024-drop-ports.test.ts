// Migration 024 drops the `ports` table nothing read (D343); a database migrated before it loses the
// table and its rows, a new one never has it, and the reference seed still writes the rest.
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { writeReferenceSeed } from "../../../reference/sql-reference-seed-writer.ts";
import { catalogueRecords } from "../../../seed/catalogue-records.ts";
import { referenceTables } from "../../../seed/reference-tables.ts";
import { utilityRecords } from "../../../services/reference/utility-tools.ts";
import { sqliteClient } from "../../../sql/sqlite-client.ts";
import { migrate } from "../../../sql/sqlite-migrate.ts";
import { MIGRATIONS } from "./index.ts";

const tables = (db: DatabaseSync) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'ports%' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((r) => r.name);

describe("migration 024-drop-ports", () => {
  it("drops the ports table and its index from a database that had them", () => {
    const db = new DatabaseSync(":memory:");
    const before = MIGRATIONS.findIndex((m) => m.id === "024-drop-ports");
    migrate(db, MIGRATIONS.slice(0, before));
    db.prepare(
      "INSERT INTO ports (wpi_number, name, unlocode, country_code, country_name, water_body, harbor_size, latitude, longitude) VALUES ('1', 'Shanghai', 'CNSHA', 'CN', 'China', 'East China Sea', 'Large', 31.2, 121.5)",
    ).run();
    expect(tables(db)).toEqual(["ports", "ports_by_unlocode"]);
    migrate(db, MIGRATIONS);
    expect(tables(db)).toEqual([]);
  });

  it("leaves a new database without it, and the reference seed writes the rest there", async () => {
    const db = new DatabaseSync(":memory:");
    migrate(db, MIGRATIONS);
    const reference = referenceTables();
    const written = await writeReferenceSeed(sqliteClient(db), {
      datasets: catalogueRecords(),
      hsSections: reference.hsSections,
      hsCodes: reference.hsCodes,
      utilities: utilityRecords(),
    });
    expect(written).toBe(true);
    expect(tables(db)).toEqual([]);
    expect(db.prepare("SELECT COUNT(*) AS n FROM hs_codes").get()).toEqual({ n: reference.hsCodes.length });
  });
});
