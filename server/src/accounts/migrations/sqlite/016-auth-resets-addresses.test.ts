// Migration 016 keeps the reset links made before it, usable as they were.
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { migrate } from "../../../sql/sqlite-migrate.ts";
import { MIGRATIONS } from "./index.ts";

describe("migration 016-auth-resets-addresses", () => {
  it("keeps the reset links and lets a link belong to no account", () => {
    const db = new DatabaseSync(":memory:");
    db.exec("PRAGMA foreign_keys = ON");
    const before = MIGRATIONS.findIndex((m) => m.id === "016-auth-resets-addresses");
    migrate(db, MIGRATIONS.slice(0, before));
    db.prepare(
      `INSERT INTO accounts (id, account, account_key, nickname, customs_data_source, password_hash, created_at)
       VALUES (7, 'a', 'a', 'a', '', 'x', 0)`,
    ).run();
    db.prepare(
      "INSERT INTO password_resets (token_hash, account_id, created_at, expires_at, used_at) VALUES ('h', 7, 1, 2, 3)",
    ).run();
    migrate(db, MIGRATIONS);
    db.prepare(
      "INSERT INTO password_resets (token_hash, account_id, created_at, expires_at) VALUES ('n', NULL, 1, 2)",
    ).run();
    expect(db.prepare("SELECT * FROM password_resets ORDER BY token_hash").all()).toEqual([
      { token_hash: "h", account_id: 7, created_at: 1, expires_at: 2, used_at: 3 },
      { token_hash: "n", account_id: null, created_at: 1, expires_at: 2, used_at: null },
    ]);
  });
});
