// Firm identity on the SQLite trade store (issue 30; the port: firm-identity-port.ts).

import { type Db, inTransaction } from "../../sql/sqlite-database.ts";
import type { FirmEvidenceView, FirmIdentity } from "../firm-identity-port.ts";
import type { TradeImportSink } from "../trade-import-port.ts";

type Row = Record<string, unknown>;

/** Redirects are kept collapsed (firm-resolution follows chains on); a few hops are read for safety. */
const MAX_HOPS = 8;

export const sqliteFirmIdentity = (db: Db, sink: TradeImportSink): FirmIdentity => {
  const isFirm = db.prepare("SELECT 1 FROM trade_companies WHERE id = ?");
  const target = db.prepare("SELECT to_id FROM trade_firm_redirects WHERE from_id = ?");
  return {
    redirectOf: async (id) => {
      if (isFirm.get(id) !== undefined) return undefined;
      let at: number | undefined;
      for (let hop = 0, from = id; hop < MAX_HOPS; hop += 1) {
        const row = target.get(from) as Row | undefined;
        if (row === undefined) break;
        at = Number(row.to_id);
        if (isFirm.get(at) !== undefined) return at;
        from = at;
      }
      return undefined;
    },
    evidence: async (id): Promise<FirmEvidenceView | undefined> => {
      const firm = db.prepare("SELECT forwarder FROM trade_companies WHERE id = ?").get(id) as
        | Row
        | undefined;
      if (firm === undefined) return undefined;
      const spellings = (
        db
          .prepare(
            "SELECT country, name, bill_sides FROM trade_company_names WHERE company_id = ? ORDER BY bill_sides DESC, country, name",
          )
          .all(id) as Row[]
      ).map((r) => ({ country: String(r.country), name: String(r.name), billSides: Number(r.bill_sides) }));
      const links = (
        db
          .prepare(
            "SELECT a_country, a_name, b_country, b_name, weight, evidence FROM trade_firm_links WHERE company_id = ? ORDER BY weight DESC, a_name, b_name",
          )
          .all(id) as Row[]
      ).map((r) => ({
        a: { country: String(r.a_country), name: String(r.a_name) },
        b: { country: String(r.b_country), name: String(r.b_name) },
        weight: Number(r.weight),
        evidence: JSON.parse(String(r.evidence)) as FirmEvidenceView["links"][number]["evidence"],
      }));
      const forwarder = String(firm.forwarder);
      return { id, spellings, links, forwarder: forwarder === "" ? [] : forwarder.split(",") };
    },
    rules: async () =>
      (
        db
          .prepare(
            "SELECT id, kind, a_country, a_name, b_country, b_name, created_at FROM trade_firm_rules ORDER BY created_at, id",
          )
          .all() as Row[]
      ).map((r) => ({
        id: String(r.id),
        kind: r.kind === "same" ? "same" : "apart",
        a: { country: String(r.a_country), name: String(r.a_name) },
        b: { country: String(r.b_country), name: String(r.b_name) },
        createdAt: Number(r.created_at),
      })),
    addRule: async (rule) => {
      inTransaction(db, () =>
        db
          .prepare(
            `INSERT OR IGNORE INTO trade_firm_rules (id, kind, a_country, a_name, b_country, b_name, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(rule.id, rule.kind, rule.a.country, rule.a.name, rule.b.country, rule.b.name, rule.createdAt),
      );
    },
    removeRule: async (id) => {
      inTransaction(db, () => db.prepare("DELETE FROM trade_firm_rules WHERE id = ?").run(id));
    },
    resolveAgain: async () => {
      await sink.resolveCompanies();
      await sink.refreshTotals();
    },
  };
};
