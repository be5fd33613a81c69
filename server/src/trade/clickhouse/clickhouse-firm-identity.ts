// Firm identity on the ClickHouse trade store (issue 30; the port: firm-identity-port.ts).

import type { FirmEvidenceView, FirmIdentity } from "../firm-identity-port.ts";
import type { TradeImportSink } from "../trade-import-port.ts";
import type { ClickHouseExecutor } from "./executor.ts";

export const clickhouseFirmIdentity = (
  ch: ClickHouseExecutor,
  db: string,
  sink: TradeImportSink,
): FirmIdentity => {
  const isFirm = async (id: number) =>
    (await ch.rows(`SELECT 1 FROM ${db}.trade_companies WHERE id = {id:UInt64} LIMIT 1`, { id })).length > 0;
  return {
    redirectOf: async (id) => {
      if (await isFirm(id)) return undefined;
      // Kept collapsed by each resolution: one hop.
      const [row] = await ch.rows<{ to: string }>(
        `SELECT toString(to_id) AS to FROM ${db}.trade_firm_redirects WHERE from_id = {id:UInt64} LIMIT 1`,
        { id },
      );
      const to = row === undefined ? undefined : Number(row.to);
      return to !== undefined && (await isFirm(to)) ? to : undefined;
    },
    evidence: async (id): Promise<FirmEvidenceView | undefined> => {
      const [firm] = await ch.rows<{ forwarder: string }>(
        `SELECT forwarder FROM ${db}.trade_companies WHERE id = {id:UInt64} LIMIT 1`,
        { id },
      );
      if (firm === undefined) return undefined;
      const spellings = (
        await ch.rows<{ country: string; name: string; n: string }>(
          `SELECT country, name, toString(bill_sides) AS n FROM ${db}.trade_company_names
           WHERE company_id = {id:UInt64} ORDER BY bill_sides DESC, country, name`,
          { id },
        )
      ).map((r) => ({ country: r.country, name: r.name, billSides: Number(r.n) }));
      const links = (
        await ch.rows<{
          a_country: string;
          a_name: string;
          b_country: string;
          b_name: string;
          weight: number;
          evidence: string;
        }>(
          `SELECT a_country, a_name, b_country, b_name, weight, evidence FROM ${db}.trade_firm_links
           WHERE company_id = {id:UInt64} ORDER BY weight DESC, a_name, b_name`,
          { id },
        )
      ).map((r) => ({
        a: { country: r.a_country, name: r.a_name },
        b: { country: r.b_country, name: r.b_name },
        weight: Number(r.weight),
        evidence: JSON.parse(r.evidence) as FirmEvidenceView["links"][number]["evidence"],
      }));
      return { id, spellings, links, forwarder: firm.forwarder === "" ? [] : firm.forwarder.split(",") };
    },
    rules: async () =>
      (
        await ch.rows<{
          id: string;
          kind: string;
          a_country: string;
          a_name: string;
          b_country: string;
          b_name: string;
          at: string;
        }>(
          `SELECT id, kind, a_country, a_name, b_country, b_name, toString(created_at) AS at
           FROM ${db}.trade_firm_rules ORDER BY created_at, id`,
        )
      ).map((r) => ({
        id: r.id,
        kind: r.kind === "same" ? "same" : "apart",
        a: { country: r.a_country, name: r.a_name },
        b: { country: r.b_country, name: r.b_name },
        createdAt: Number(r.at),
      })),
    addRule: async (rule) => {
      const known = await ch.rows(`SELECT 1 FROM ${db}.trade_firm_rules WHERE id = {id:String} LIMIT 1`, {
        id: rule.id,
      });
      if (known.length > 0) return;
      await ch.insert(`${db}.trade_firm_rules`, [
        {
          id: rule.id,
          kind: rule.kind,
          a_country: rule.a.country,
          a_name: rule.a.name,
          b_country: rule.b.country,
          b_name: rule.b.name,
          created_at: rule.createdAt,
        },
      ]);
    },
    removeRule: async (id) => {
      await ch.run(
        `ALTER TABLE ${db}.trade_firm_rules DELETE WHERE id = {id:String} SETTINGS mutations_sync = 2`,
        {
          id,
        },
      );
    },
    resolveAgain: async () => {
      await sink.resolveCompanies();
      await sink.refreshTotals();
    },
  };
};
