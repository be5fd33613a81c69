// Migration 014 keeps the companies tracked before it, as tracked items that start at their first
// check (no alert for what was loaded before alerts existed), and makes a signing key of 32 bytes.
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { migrate } from "../../../sql/sqlite-migrate.ts";
import { MIGRATIONS } from "./index.ts";

describe("migration 014-alerts", () => {
  it("moves tracked companies into tracked items", () => {
    const db = new DatabaseSync(":memory:");
    const before = MIGRATIONS.findIndex((m) => m.id === "014-alerts");
    migrate(db, MIGRATIONS.slice(0, before));
    db.prepare(
      `INSERT INTO accounts (id, account, account_key, nickname, customs_data_source, password_hash, created_at)
       VALUES (7, 'a', 'a', 'a', '', 'x', 0)`,
    ).run();
    db.prepare(
      "INSERT INTO tracked_companies (account_id, company_id, role, name, datasets, since) VALUES (7, 42, 'exporter', 'ACME', 'IMP_USA_BL_SEA', 5)",
    ).run();
    migrate(db, MIGRATIONS);
    expect(
      db
        .prepare(
          "SELECT account_id, kind, ref, name, datasets, cadence, locale, since, watermark FROM tracked_items",
        )
        .all(),
    ).toEqual([
      {
        account_id: 7,
        kind: "company",
        ref: "exporter:42",
        name: "ACME",
        datasets: "IMP_USA_BL_SEA",
        cadence: "instant",
        locale: "en",
        since: 5,
        watermark: -1,
      },
    ]);
    const key = db.prepare("SELECT length(secret) AS n FROM alert_keys").get() as { n: number };
    expect(key.n).toBe(32);
  });
});
