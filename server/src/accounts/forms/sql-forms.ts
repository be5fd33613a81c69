// Form submissions over the SQL port: one row per submission, the payload as JSON text.

import type { Locale } from "@portolan/core";
import type { SqlClient, SqlRow } from "../../sql/sql-client.ts";
import type { FormKind, FormSubmissions, StoredSubmission } from "./forms-port.ts";

const INSERT =
  "INSERT INTO form_submissions (kind, payload, locale, created_at, ip) VALUES (?, ?, ?, ?, ?) RETURNING id";
const COUNT_FROM_IP =
  "SELECT count(*) AS n FROM form_submissions WHERE kind = ? AND ip = ? AND created_at > ?";
const BY_KIND =
  "SELECT id, kind, payload, locale, created_at, ip FROM form_submissions WHERE kind = ? ORDER BY id DESC";

export const sqlFormSubmissions = (sql: SqlClient): FormSubmissions => ({
  // Count and insert in one transaction: submissions at once from one address, on any provider,
  // cannot pass the limit together.
  record: (s, limit) =>
    sql.transaction(async (tx) => {
      if (limit !== undefined) {
        const counted = await tx.get<SqlRow>(COUNT_FROM_IP, [s.kind, s.ip, limit.since]);
        if (Number(counted?.n) >= limit.max) return { ok: false } as const;
      }
      const row = await tx.get<SqlRow>(INSERT, [
        s.kind,
        JSON.stringify(s.payload),
        s.locale,
        s.createdAt,
        s.ip,
      ]);
      return { ok: true, id: Number(row?.id) } as const;
    }),
  list: async (kind) =>
    (await sql.all<SqlRow>(BY_KIND, [kind])).map(
      (r): StoredSubmission => ({
        id: Number(r.id),
        kind: String(r.kind) as FormKind,
        payload: JSON.parse(String(r.payload)) as unknown,
        locale: String(r.locale) as Locale,
        createdAt: Number(r.created_at),
        ip: String(r.ip),
      }),
    ),
});
