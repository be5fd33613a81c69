// Migration 021 keeps the audit trail written before it, and the trail then takes the firm decisions.
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { migrate } from "../../../sql/sqlite-migrate.ts";
import { MIGRATIONS } from "./index.ts";

describe("migration 021-firm-feedback", () => {
  it("keeps the audit rows and widens the trail's actions", () => {
    const db = new DatabaseSync(":memory:");
    db.exec("PRAGMA foreign_keys = ON");
    const before = MIGRATIONS.findIndex((m) => m.id === "021-firm-feedback");
    migrate(db, MIGRATIONS.slice(0, before));
    db.prepare(
      `INSERT INTO accounts (id, account, account_key, nickname, customs_data_source, password_hash, created_at)
       VALUES (7, 'a', 'a', 'a', '', 'x', 0)`,
    ).run();
    db.prepare(
      "INSERT INTO admin_audit (id, at, actor_id, action, account_id, reason) VALUES (1, 5, 7, 'freeze', 7, 'r')",
    ).run();
    expect(() =>
      db.prepare("INSERT INTO admin_audit (at, action) VALUES (6, 'acceptFirmReport')").run(),
    ).toThrow(/CHECK/);
    migrate(db, MIGRATIONS);
    db.prepare(
      "INSERT INTO firm_reports (id, account_id, kind, firm_id, firm_name, spelling, created_at) VALUES (3, 7, 'apart', 9, 'ACME', 'ACMEE', 6)",
    ).run();
    db.prepare(
      "INSERT INTO admin_audit (at, action, firm_report_id) VALUES (7, 'acceptFirmReport', 3)",
    ).run();
    expect(
      db
        .prepare(
          "SELECT id, at, actor_id, action, account_id, reason, firm_report_id FROM admin_audit ORDER BY id",
        )
        .all(),
    ).toEqual([
      { id: 1, at: 5, actor_id: 7, action: "freeze", account_id: 7, reason: "r", firm_report_id: null },
      {
        id: 2,
        at: 7,
        actor_id: null,
        action: "acceptFirmReport",
        account_id: null,
        reason: null,
        firm_report_id: 3,
      },
    ]);
    // One account's same report is one row.
    expect(() =>
      db
        .prepare(
          "INSERT INTO firm_reports (account_id, kind, firm_id, firm_name, spelling, created_at) VALUES (7, 'apart', 9, 'ACME', 'ACMEE', 8)",
        )
        .run(),
    ).toThrow(/UNIQUE/);
  });
});
