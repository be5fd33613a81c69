// Migration t006 keeps a store's firms and spellings: every spelling's first id is the firm it named,
// the firm ids stay, and two firms may now share a key (an operator's rule can split one).
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { migrate } from "../../../sql/sqlite-migrate.ts";
import { TRADE_MIGRATIONS } from "./index.ts";

describe("trade migration t006-firm-identity", () => {
  it("keeps firms and spellings, with each spelling's first id", () => {
    const db = new DatabaseSync(":memory:");
    db.exec("PRAGMA foreign_keys = ON");
    const before = TRADE_MIGRATIONS.findIndex((m) => m.id === "t006-firm-identity");
    migrate(db, TRADE_MIGRATIONS.slice(0, before));
    db.exec(`INSERT INTO trade_companies (id, country, key, name, logistics) VALUES (4, 'US', 'acme', 'ACME INC', 0);
      INSERT INTO trade_company_names (country, name, company_id) VALUES ('US', 'ACME INC', 4), ('US', 'ACME, INC.', 4);`);
    migrate(db, TRADE_MIGRATIONS);
    expect(db.prepare("SELECT id, key, name, logistics, forwarder FROM trade_companies").all()).toEqual([
      { id: 4, key: "acme", name: "ACME INC", logistics: 0, forwarder: "" },
    ]);
    expect(
      db.prepare("SELECT name, company_id, origin_id FROM trade_company_names ORDER BY name").all(),
    ).toEqual([
      { name: "ACME INC", company_id: 4, origin_id: 4 },
      { name: "ACME, INC.", company_id: 4, origin_id: 4 },
    ]);
    db.exec(
      "INSERT INTO trade_companies (id, country, key, name, logistics) VALUES (9, 'US', 'acme', 'ACME CO', 0)",
    );
    expect(() =>
      db.exec("INSERT INTO trade_company_names (country, name, company_id) VALUES ('US', 'X', 77)"),
    ).toThrow(/FOREIGN KEY/);
  });
});
