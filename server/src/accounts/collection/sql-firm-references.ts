// Firm references over the SQL port (issue 30): tracked items of kind company (ref "importer:42") and
// collection items of kind company (ref "42"). Following a retired id is one transaction.

import { position } from "../../sql/dialect.ts";
import type { SqlClient, SqlRunner } from "../../sql/sql-client.ts";
import type { FirmReferences } from "./firm-references-port.ts";

const trackedId = (sql: SqlClient) =>
  `CAST(substr(ref, ${position(sql.engine, "ref", "':'")} + 1) AS BIGINT)`;

const mergedNote = (a: string, b: string) => (a === "" ? b : b === "" || b === a ? a : `${a}\n\n${b}`);

const tagsOf = (text: unknown) => JSON.parse(String(text)) as string[];

const followTracked = async (tx: SqlRunner, trackedIdSql: string, from: number, to: number) => {
  const items = await tx.all(
    `SELECT id, account_id, ref, since FROM tracked_items WHERE kind = 'company' AND ${trackedIdSql} = ? ORDER BY id`,
    [from],
  );
  for (const t of items) {
    const target = `${String(t.ref).split(":")[0]}:${to}`;
    const item = Number(t.id);
    const kept = await tx.get(
      "SELECT id, since FROM tracked_items WHERE account_id = ? AND kind = 'company' AND ref = ?",
      [Number(t.account_id), target],
    );
    if (kept === undefined) await tx.run("UPDATE tracked_items SET ref = ? WHERE id = ?", [target, item]);
    else {
      // The older tracking stays (its watermark and alerts); the other one's alerts go with it.
      const [keep, drop] =
        Number(kept.since) <= Number(t.since) ? [Number(kept.id), item] : [item, Number(kept.id)];
      await tx.run("UPDATE alerts SET item_id = ? WHERE item_id = ?", [keep, drop]);
      await tx.run("DELETE FROM tracked_items WHERE id = ?", [drop]);
      await tx.run("UPDATE tracked_items SET ref = ? WHERE id = ?", [target, keep]);
    }
  }
  return items.length;
};

const followCollected = async (tx: SqlRunner, from: number, to: number) => {
  const items = await tx.all(
    "SELECT id, account_id, note, tags FROM collection_items WHERE kind = 'company' AND ref = ? ORDER BY id",
    [String(from)],
  );
  for (const c of items) {
    const kept = await tx.get(
      "SELECT id, note, tags FROM collection_items WHERE account_id = ? AND kind = 'company' AND ref = ?",
      [Number(c.account_id), String(to)],
    );
    if (kept === undefined)
      await tx.run("UPDATE collection_items SET ref = ? WHERE id = ?", [String(to), Number(c.id)]);
    else {
      const tags = [...new Set([...tagsOf(kept.tags), ...tagsOf(c.tags)])];
      await tx.run("UPDATE collection_items SET note = ?, tags = ? WHERE id = ?", [
        mergedNote(String(kept.note), String(c.note)),
        JSON.stringify(tags),
        Number(kept.id),
      ]);
      await tx.run("DELETE FROM collection_items WHERE id = ?", [Number(c.id)]);
    }
  }
  return items.length;
};

export const sqlFirmReferences = (sql: SqlClient): FirmReferences => {
  const tracked = trackedId(sql);
  return {
    companyIds: async () =>
      (
        await sql.all(
          `SELECT ${tracked} AS id FROM tracked_items WHERE kind = 'company'
           UNION SELECT CAST(ref AS BIGINT) FROM collection_items WHERE kind = 'company' ORDER BY 1`,
        )
      ).map((r) => Number(r.id)),
    follow: async (from, to) =>
      sql.transaction(
        async (tx) => (await followTracked(tx, tracked, from, to)) + (await followCollected(tx, from, to)),
      ),
  };
};
