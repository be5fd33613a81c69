// Form submissions over SQLite: one row per submission, the payload as JSON text.

import type { Locale } from "@portolan/core";
import type { FormKind, FormSubmissions, StoredSubmission } from "../../ports/forms-submissions.ts";
import { type Db, inTransaction } from "./database.ts";

interface Row {
  readonly id: number;
  readonly kind: FormKind;
  readonly payload: string;
  readonly locale: Locale;
  readonly created_at: number;
  readonly ip: string;
}

export const sqliteFormSubmissions = (db: Db): FormSubmissions => {
  const insert = db.prepare(
    "INSERT INTO form_submissions (kind, payload, locale, created_at, ip) VALUES (?, ?, ?, ?, ?) RETURNING id",
  );
  const countFromIp = db.prepare(
    "SELECT COUNT(*) AS n FROM form_submissions WHERE kind = ? AND ip = ? AND created_at > ?",
  );
  const byKind = db.prepare(
    "SELECT id, kind, payload, locale, created_at, ip FROM form_submissions WHERE kind = ? ORDER BY id DESC",
  );
  return {
    record: async (s, limit) =>
      inTransaction(db, () => {
        if (limit !== undefined) {
          const n = (countFromIp.get(s.kind, s.ip, limit.since) as { n: number }).n;
          if (n >= limit.max) return { ok: false } as const;
        }
        const row = insert.get(s.kind, JSON.stringify(s.payload), s.locale, s.createdAt, s.ip) as {
          id: number | bigint;
        };
        return { ok: true, id: Number(row.id) } as const;
      }),
    list: async (kind) =>
      (byKind.all(kind) as unknown as Row[]).map(
        (r): StoredSubmission => ({
          id: r.id,
          kind: r.kind,
          payload: JSON.parse(r.payload) as unknown,
          locale: r.locale,
          createdAt: r.created_at,
          ip: r.ip,
        }),
      ),
  };
};
