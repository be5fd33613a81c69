// The firms behind the parties' spellings in the ClickHouse trade store (issue 30): what the SQLite
// store does in sqlite-firm-resolution.ts — distinct party rows read from the bills, core's
// resolveForStore under the operators' rules, the answer written back — with small tables rewritten
// whole (ClickHouse has no cheap row updates), then the spelling dictionary reloaded.

import { type FirmRule, normaliseText, resolveForStore, type StoredPartyRow } from "@portolan/core";
import type { CompanyResolutionReport } from "../trade-import-port.ts";
import type { ClickHouseExecutor } from "./executor.ts";

const key = (country: string, name: string) => `${country}\u0000${name}`;

export const clickhouseFirmRules = async (ch: ClickHouseExecutor, db: string): Promise<FirmRule[]> =>
  (
    await ch.rows<{ kind: string; a_country: string; a_name: string; b_country: string; b_name: string }>(
      `SELECT kind, a_country, a_name, b_country, b_name FROM ${db}.trade_firm_rules ORDER BY created_at, id`,
    )
  ).map((r) => ({
    kind: r.kind === "same" ? "same" : "apart",
    a: { country: r.a_country, name: r.a_name },
    b: { country: r.b_country, name: r.b_name },
  }));

export const resolveClickHouseFirms = async (
  ch: ClickHouseExecutor,
  db: string,
): Promise<CompanyResolutionReport> => {
  const parties = (
    await ch.rows<{ country: string; name: string; contact: string | null; count: string; partners: string }>(
      `SELECT country, name, contact, toString(sum(n)) AS count, toString(max(p)) AS partners FROM (
         SELECT coalesce(importer_country, '') AS country, importer_name AS name, importer_contact AS contact,
           count() AS n, uniqExact(exporter_name) AS p
           FROM ${db}.trade_bills FINAL WHERE importer_name IS NOT NULL GROUP BY country, name, contact
         UNION ALL
         SELECT coalesce(exporter_country, ''), exporter_name, exporter_contact, count(), uniqExact(importer_name)
           FROM ${db}.trade_bills FINAL WHERE exporter_name IS NOT NULL GROUP BY 1, 2, 3)
       GROUP BY country, name, contact`,
    )
  ).map(
    (r): StoredPartyRow => ({
      country: r.country,
      name: String(r.name),
      contact: r.contact ?? null,
      count: Number(r.count),
      partners: Number(r.partners),
    }),
  );
  const previous = new Map(
    (
      await ch.rows<{ country: string; name: string; id: string }>(
        `SELECT country, name, toString(company_id) AS id FROM ${db}.trade_company_names`,
      )
    ).map((r) => [key(r.country, r.name), Number(r.id)]),
  );
  const origins = new Map(
    (
      await ch.rows<{ country: string; name: string; id: string }>(
        `SELECT country, name, toString(origin_id) AS id FROM ${db}.trade_spelling_origins FINAL`,
      )
    ).map((r) => [key(r.country, r.name), Number(r.id)]),
  );
  const redirects = new Map(
    (
      await ch.rows<{ from: string; to: string }>(
        `SELECT toString(from_id) AS from, toString(to_id) AS to FROM ${db}.trade_firm_redirects`,
      )
    ).map((r) => [Number(r.from), Number(r.to)]),
  );
  const top = Math.max(0, ...previous.values(), ...origins.values(), ...redirects.keys());
  const resolved = resolveForStore(parties, previous, origins, await clickhouseFirmRules(ch, db), top + 1);

  await ch.run(`TRUNCATE TABLE ${db}.trade_companies`);
  await ch.insert(
    `${db}.trade_companies`,
    resolved.firms.map((f) => ({
      id: f.id,
      country: f.country,
      key: f.key,
      name: f.name,
      logistics: f.forwarder.length > 0 ? 1 : 0,
      forwarder: f.forwarder.join(","),
    })),
  );
  await ch.run(`TRUNCATE TABLE ${db}.trade_company_names`);
  await ch.insert(
    `${db}.trade_company_names`,
    resolved.spellings.map((s) => ({
      country: s.country,
      name: s.name,
      name_folded: normaliseText(s.name),
      company_id: s.id,
      bill_sides: s.billSides,
    })),
  );
  const fresh = resolved.spellings.filter((s) => !origins.has(key(s.country, s.name)));
  if (fresh.length > 0)
    await ch.insert(
      `${db}.trade_spelling_origins`,
      fresh.map((s) => ({ country: s.country, name: s.name, origin_id: s.origin })),
    );
  // A retired id points at the firm holding its bills; ids that pointed at it follow on; a revived id points nowhere.
  const live = new Set(resolved.firms.map((f) => f.id));
  for (const id of live) redirects.delete(id);
  for (const r of resolved.retired) {
    redirects.set(r.id, r.to);
    for (const [from, to] of redirects) if (to === r.id) redirects.set(from, r.to);
  }
  await ch.run(`TRUNCATE TABLE ${db}.trade_firm_redirects`);
  if (redirects.size > 0)
    await ch.insert(
      `${db}.trade_firm_redirects`,
      [...redirects].map(([from_id, to_id]) => ({ from_id, to_id })),
    );
  await ch.run(`TRUNCATE TABLE ${db}.trade_firm_links`);
  if (resolved.links.length > 0)
    await ch.insert(
      `${db}.trade_firm_links`,
      resolved.links.map((l) => ({
        company_id: l.firmId,
        a_country: l.a.country,
        a_name: l.a.name,
        b_country: l.b.country,
        b_name: l.b.name,
        weight: l.weight,
        evidence: JSON.stringify(l.evidence),
      })),
    );
  await ch.run(`SYSTEM RELOAD DICTIONARY ${db}.firm_of`);
  return {
    names: resolved.spellings.length,
    companies: resolved.firms.length,
    links: resolved.links.length,
    retired: resolved.retired.length,
  };
};
