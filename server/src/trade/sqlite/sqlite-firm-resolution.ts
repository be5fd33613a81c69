// The firms behind the parties' spellings in the SQLite trade store (issue 30): the distinct party
// rows (spelling, contact, bill sides, counterparties) read from the bills, resolved by core's
// resolveForStore under the operators' rules, and written back — firms, each spelling's firm and
// first id, retired ids' redirects, the links' evidence, the name search — then every bill linked to
// the firms its spellings now name.

import { type FirmRule, normaliseText, resolveForStore, type StoredPartyRow } from "@portolan/core";
import { type Db, inTransaction } from "../../sql/sqlite-database.ts";
import type { CompanyResolutionReport } from "../trade-import-port.ts";

// biome-ignore format: SQL reads best as written
const PARTY_ROWS = `SELECT country, name, contact, SUM(n) AS count, MAX(p) AS partners FROM (
    SELECT coalesce(importer_country, '') AS country, importer_name AS name, importer_contact AS contact,
      COUNT(*) AS n, COUNT(DISTINCT exporter_name) AS p
      FROM trade_bills WHERE importer_name IS NOT NULL GROUP BY 1, 2, 3
    UNION ALL
    SELECT coalesce(exporter_country, ''), exporter_name, exporter_contact, COUNT(*), COUNT(DISTINCT importer_name)
      FROM trade_bills WHERE exporter_name IS NOT NULL GROUP BY 1, 2, 3)
  GROUP BY country, name, contact ORDER BY country, name, contact`;

const key = (country: string, name: string) => `${country}\u0000${name}`;

export const sqliteFirmRules = (db: Db): FirmRule[] =>
  (
    db
      .prepare(
        "SELECT kind, a_country, a_name, b_country, b_name FROM trade_firm_rules ORDER BY created_at, id",
      )
      .all() as {
      kind: "same" | "apart";
      a_country: string;
      a_name: string;
      b_country: string;
      b_name: string;
    }[]
  ).map((r) => ({
    kind: r.kind,
    a: { country: r.a_country, name: r.a_name },
    b: { country: r.b_country, name: r.b_name },
  }));

export const resolveSqliteFirms = (db: Db): CompanyResolutionReport =>
  inTransaction(db, () => {
    const parties = (db.prepare(PARTY_ROWS).all() as Record<string, unknown>[]).map(
      (r): StoredPartyRow => ({
        country: String(r.country),
        name: String(r.name),
        contact: r.contact === null ? null : String(r.contact),
        count: Number(r.count),
        partners: Number(r.partners),
      }),
    );
    const names = db
      .prepare("SELECT country, name, company_id, origin_id, bill_sides FROM trade_company_names")
      .all() as {
      country: string;
      name: string;
      company_id: number | null;
      origin_id: number | null;
      bill_sides: number;
    }[];
    const previous = new Map<string, number>();
    const origins = new Map<string, number>();
    for (const n of names) {
      if (n.company_id !== null) previous.set(key(n.country, n.name), n.company_id);
      if (n.origin_id !== null) origins.set(key(n.country, n.name), n.origin_id);
    }
    const { top } = db
      .prepare(
        "SELECT max(coalesce((SELECT max(id) FROM trade_companies), 0), coalesce((SELECT max(from_id) FROM trade_firm_redirects), 0), coalesce((SELECT max(origin_id) FROM trade_company_names), 0)) AS top",
      )
      .get() as { top: number };
    const resolved = resolveForStore(parties, previous, origins, sqliteFirmRules(db), top + 1);

    const putFirm = db.prepare(
      `INSERT INTO trade_companies (id, country, key, name, logistics, forwarder) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET country = excluded.country, key = excluded.key, name = excluded.name,
         logistics = excluded.logistics, forwarder = excluded.forwarder`,
    );
    for (const f of resolved.firms)
      putFirm.run(f.id, f.country, f.key, f.name, f.forwarder.length > 0 ? 1 : 0, f.forwarder.join(","));
    const putName = db.prepare(
      `INSERT INTO trade_company_names (country, name, company_id, origin_id, bill_sides) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (country, name) DO UPDATE SET company_id = excluded.company_id, bill_sides = excluded.bill_sides`,
    );
    // Only spellings whose firm or count changed are written (a later load changes few).
    const before = new Map(names.map((n) => [key(n.country, n.name), n]));
    for (const s of resolved.spellings) {
      const was = before.get(key(s.country, s.name));
      if (was?.company_id !== s.id || was.bill_sides !== s.billSides)
        putName.run(s.country, s.name, s.id, s.origin, s.billSides);
      before.delete(key(s.country, s.name));
    }
    // Spellings no bill carries any more (an amendment renamed the party) name no firm; they keep their first id.
    const clear = db.prepare(
      "UPDATE trade_company_names SET company_id = NULL, bill_sides = 0 WHERE country = ? AND name = ?",
    );
    for (const n of before.values()) if (n.company_id !== null) clear.run(n.country, n.name);
    const live = JSON.stringify(resolved.firms.map((f) => f.id));
    db.prepare("DELETE FROM trade_companies WHERE id NOT IN (SELECT value FROM json_each(?))").run(live);
    // A retired id points at the firm holding its bills; ids that pointed at it follow on; a revived id points nowhere.
    db.prepare("DELETE FROM trade_firm_redirects WHERE from_id IN (SELECT value FROM json_each(?))").run(
      live,
    );
    const redirect = db.prepare("INSERT OR REPLACE INTO trade_firm_redirects (from_id, to_id) VALUES (?, ?)");
    const follow = db.prepare("UPDATE trade_firm_redirects SET to_id = ? WHERE to_id = ?");
    for (const r of resolved.retired) {
      redirect.run(r.id, r.to);
      follow.run(r.to, r.id);
    }
    db.exec("DELETE FROM trade_firm_links");
    const putLink = db.prepare(
      "INSERT INTO trade_firm_links (company_id, a_country, a_name, b_country, b_name, weight, evidence) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    for (const l of resolved.links)
      putLink.run(
        l.firmId,
        l.a.country,
        l.a.name,
        l.b.country,
        l.b.name,
        l.weight,
        JSON.stringify(l.evidence),
      );
    // The spellings folded as core folds text, so a piece of a name matches as on every engine.
    db.exec("DELETE FROM trade_name_search");
    const indexName = db.prepare("INSERT INTO trade_name_search (name, company_id) VALUES (?, ?)");
    for (const s of resolved.spellings) indexName.run(normaliseText(s.name), s.id);
    // Links every shipment to the firms its spellings now name (new rows, and regrouped names),
    // both sides in one pass: each update rewrites the whole row.
    db.exec(`UPDATE trade_bills SET importer_id = x.imp, exporter_id = x.exp FROM (
        SELECT b.id, i.company_id AS imp, e.company_id AS exp FROM trade_bills b
        LEFT JOIN trade_company_names i ON i.country = coalesce(b.importer_country, '') AND i.name = b.importer_name
        LEFT JOIN trade_company_names e ON e.country = coalesce(b.exporter_country, '') AND e.name = b.exporter_name
        WHERE b.importer_id IS NOT i.company_id OR b.exporter_id IS NOT e.company_id) AS x
      WHERE trade_bills.id = x.id`);
    return {
      names: resolved.spellings.length,
      companies: resolved.firms.length,
      links: resolved.links.length,
      retired: resolved.retired.length,
    };
  });
