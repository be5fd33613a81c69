// Users' reports on company identity over the SQL port (migration 021; D307–D309). A report's key
// (account, kind, firm, alias, other firm) is unique, so the same report twice is one row; a decision
// is a conditional update, so two operators deciding at once cannot both win.
import type { FirmRule } from "@portolan/core";
import type { SqlClient } from "../../sql/sql-client.ts";
import type {
  FirmReportStatus,
  FirmReports,
  ListedFirmReport,
  StoredFirmReport,
} from "./firm-reports-port.ts";

type Row = Record<string, unknown>;
const text = (v: unknown): string | undefined => (v === null || v === undefined ? undefined : String(v));
const int = (v: unknown): number | undefined => (v === null || v === undefined ? undefined : Number(v));

const reportOf = (r: Row): StoredFirmReport => {
  const spelling = String(r.spelling);
  const other = Number(r.other_firm_id);
  const note = text(r.note);
  const comment = text(r.comment);
  const otherName = text(r.other_firm_name);
  const decidedAt = int(r.decided_at);
  const decidedBy = int(r.decided_by);
  const ruleId = text(r.rule_id);
  const ruleJson = text(r.rule_json);
  return {
    id: Number(r.id),
    accountId: Number(r.account_id),
    kind: String(r.kind) as StoredFirmReport["kind"],
    firmId: Number(r.firm_id),
    firmName: String(r.firm_name),
    ...(spelling === "" ? {} : { spelling }),
    ...(other === 0 ? {} : { otherFirmId: other }),
    ...(otherName === undefined ? {} : { otherFirmName: otherName }),
    ...(comment === undefined ? {} : { comment }),
    createdAt: Number(r.created_at),
    status: String(r.status) as FirmReportStatus,
    ...(decidedAt === undefined ? {} : { decidedAt }),
    ...(decidedBy === undefined ? {} : { decidedBy }),
    ...(note === undefined ? {} : { note }),
    ...(ruleId === undefined || ruleJson === undefined
      ? {}
      : { rule: { id: ruleId, ...(JSON.parse(ruleJson) as FirmRule) } }),
  };
};

const BY_KEY = `SELECT * FROM firm_reports
  WHERE account_id = ? AND kind = ? AND firm_id = ? AND spelling = ? AND other_firm_id = ?`;
// A second report with the same key (sent twice, or on two providers at once) writes nothing.
const INSERT = `INSERT INTO firm_reports (account_id, kind, firm_id, spelling, other_firm_id, firm_name,
    other_firm_name, comment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`;
const OF_ACCOUNT = `SELECT * FROM firm_reports WHERE account_id = ? AND (firm_id = ? OR other_firm_id = ?)
  ORDER BY created_at DESC, id DESC`;
const QUEUE = `SELECT r.*, sender.account AS sender_name, decider.account AS decider_name
  FROM firm_reports r
  JOIN accounts sender ON sender.id = r.account_id
  LEFT JOIN accounts decider ON decider.id = r.decided_by
  ORDER BY r.status = 'pending' DESC, r.created_at DESC, r.id DESC LIMIT ?`;
const DECIDE = `UPDATE firm_reports SET status = ?, decided_at = ?, decided_by = ?,
    note = coalesce(CAST(? AS TEXT), note), rule_id = coalesce(CAST(? AS TEXT), rule_id),
    rule_json = coalesce(CAST(? AS TEXT), rule_json)
  WHERE id = ? AND status = ?`;

export const sqlFirmReports = (sql: SqlClient): FirmReports => ({
  add: async (r) => {
    const key = [r.accountId, r.kind, r.firmId, r.spelling ?? "", r.otherFirmId ?? 0];
    await sql.run(INSERT, [...key, r.firmName, r.otherFirmName ?? null, r.comment ?? null, r.createdAt]);
    const row = await sql.get<Row>(BY_KEY, key);
    if (row === undefined) throw new Error("firm report written but not found");
    return reportOf(row);
  },
  find: async (id) => {
    const row = await sql.get<Row>("SELECT * FROM firm_reports WHERE id = ?", [id]);
    return row === undefined ? undefined : reportOf(row);
  },
  ofAccount: async (accountId, firmId) =>
    (await sql.all<Row>(OF_ACCOUNT, [accountId, firmId, firmId])).map(reportOf),
  list: async (limit) =>
    (await sql.all<Row>(QUEUE, [limit])).map((row): ListedFirmReport => {
      const decider = text(row.decider_name);
      return {
        ...reportOf(row),
        sender: String(row.sender_name),
        ...(decider === undefined ? {} : { decider }),
      };
    }),
  decide: async (id, d) => {
    const { id: ruleId, ...rule } = d.rule ?? { id: undefined };
    const { changes } = await sql.run(DECIDE, [
      d.to,
      d.at,
      d.by ?? null,
      d.note ?? null,
      ruleId ?? null,
      ruleId === undefined ? null : JSON.stringify(rule),
      id,
      d.from,
    ]);
    return changes === 1;
  },
});
