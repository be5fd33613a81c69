// The collection's items over the SQL port (SQLite or PostgreSQL). A save is one transaction: the
// limit is counted and the item inserted together, so two providers cannot pass it at once.
import type { CollectionKind } from "@portolan/core";
import { jsonArrayValues } from "../../sql/dialect.ts";
import type { SqlClient, SqlRow, SqlValue } from "../../sql/sql-client.ts";
import type { CollectionStore, StoredItem } from "./collection-port.ts";

const itemOf = (r: SqlRow): StoredItem => ({
  id: Number(r.id),
  accountId: Number(r.account_id),
  kind: String(r.kind) as CollectionKind,
  ref: String(r.ref),
  datasets: String(r.datasets) === "" ? [] : String(r.datasets).split(","),
  title: r.title === null || r.title === undefined ? null : String(r.title),
  note: String(r.note),
  tags: JSON.parse(String(r.tags)) as string[],
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

export const sqlCollection = (sql: SqlClient): CollectionStore => ({
  add: async (item, limit) =>
    sql.transaction(async (tx) => {
      const found = await tx.get(
        "SELECT * FROM collection_items WHERE account_id = ? AND kind = ? AND ref = ?",
        [item.accountId, item.kind, item.ref],
      );
      if (found !== undefined) return { kind: "existing", value: itemOf(found) };
      const count = await tx.get("SELECT count(*) AS n FROM collection_items WHERE account_id = ?", [
        item.accountId,
      ]);
      if (Number(count?.n) >= limit) return { kind: "full" };
      const row = await tx.get(
        `INSERT INTO collection_items (account_id, kind, ref, datasets, title, note, tags, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        [
          item.accountId,
          item.kind,
          item.ref,
          item.datasets.join(","),
          item.title,
          item.note,
          JSON.stringify(item.tags),
          item.at,
          item.at,
        ],
      );
      if (row === undefined) throw new Error("collection item not written");
      return { kind: "added", value: itemOf(row) };
    }),
  list: async (accountId, filter) => {
    const where = ["account_id = ?"];
    const args: SqlValue[] = [accountId];
    const and = (condition: string, value: string | undefined) => {
      if (value === undefined) return;
      where.push(condition);
      args.push(value);
    };
    and("kind = ?", filter.kind);
    and("ref = ?", filter.ref);
    and(`EXISTS (SELECT 1 FROM ${jsonArrayValues(sql.engine, "tags", "t")} WHERE t.value = ?)`, filter.tag);
    const rows = await sql.all(
      `SELECT * FROM collection_items WHERE ${where.join(" AND ")} ORDER BY created_at DESC, id DESC`,
      args,
    );
    return rows.map(itemOf);
  },
  count: async (accountId) =>
    Number(
      (await sql.get("SELECT count(*) AS n FROM collection_items WHERE account_id = ?", [accountId]))?.n,
    ),
  tags: async (accountId) =>
    (
      await sql.all(
        `SELECT t.value AS tag, count(*) AS items FROM collection_items AS c, ${jsonArrayValues(sql.engine, "c.tags", "t")}
         WHERE c.account_id = ? GROUP BY t.value ORDER BY items DESC, tag`,
        [accountId],
      )
    ).map((r) => ({ tag: String(r.tag), items: Number(r.items) })),
  update: async (accountId, id, change) => {
    const row = await sql.get(
      "UPDATE collection_items SET note = ?, tags = ?, updated_at = ? WHERE account_id = ? AND id = ? RETURNING *",
      [change.note, JSON.stringify(change.tags), change.at, accountId, id],
    );
    return row === undefined ? undefined : itemOf(row);
  },
  remove: async (accountId, id) =>
    (await sql.run("DELETE FROM collection_items WHERE account_id = ? AND id = ?", [accountId, id]))
      .changes === 1,
});
