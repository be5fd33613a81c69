// The collection's items over SQLite (migration 012). A save is one write transaction: the limit is
// counted and the item inserted under the write lock, so two processes cannot pass it together.
import type { CollectionKind } from "@portolan/core";
import type { CollectionStore, StoredItem } from "../../ports/collection.ts";
import { type Db, inTransaction } from "./database.ts";

type Row = Record<string, unknown>;
const itemOf = (r: Row): StoredItem => ({
  id: Number(r.id),
  accountId: Number(r.account_id),
  kind: String(r.kind) as CollectionKind,
  ref: String(r.ref),
  datasets: String(r.datasets) === "" ? [] : String(r.datasets).split(","),
  title: r.title === null ? null : String(r.title),
  note: String(r.note),
  tags: JSON.parse(String(r.tags)) as string[],
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

export const sqliteCollection = (db: Db): CollectionStore => {
  const find = (accountId: number, kind: string, ref: string) =>
    db
      .prepare("SELECT * FROM collection_items WHERE account_id = ? AND kind = ? AND ref = ?")
      .get(accountId, kind, ref) as Row | undefined;
  const byId = (accountId: number, id: number) =>
    db.prepare("SELECT * FROM collection_items WHERE account_id = ? AND id = ?").get(accountId, id) as
      | Row
      | undefined;
  return {
    add: async (item, limit) =>
      inTransaction(db, () => {
        const found = find(item.accountId, item.kind, item.ref);
        if (found !== undefined) return { kind: "existing", value: itemOf(found) };
        const count = db
          .prepare("SELECT count(*) AS n FROM collection_items WHERE account_id = ?")
          .get(item.accountId) as Row;
        if (Number(count.n) >= limit) return { kind: "full" };
        const row = db
          .prepare(
            `INSERT INTO collection_items (account_id, kind, ref, datasets, title, note, tags, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
          )
          .get(
            item.accountId,
            item.kind,
            item.ref,
            item.datasets.join(","),
            item.title,
            item.note,
            JSON.stringify(item.tags),
            item.at,
            item.at,
          ) as Row;
        return { kind: "added", value: itemOf(row) };
      }),
    list: async (accountId, filter) => {
      const where = ["account_id = ?"];
      const args: (string | number)[] = [accountId];
      const and = (condition: string, value: string | undefined) => {
        if (value === undefined) return;
        where.push(condition);
        args.push(value);
      };
      and("kind = ?", filter.kind);
      and("ref = ?", filter.ref);
      and("EXISTS (SELECT 1 FROM json_each(tags) WHERE value = ?)", filter.tag);
      const sql = `SELECT * FROM collection_items WHERE ${where.join(" AND ")} ORDER BY created_at DESC, id DESC`;
      return (db.prepare(sql).all(...args) as Row[]).map(itemOf);
    },
    count: async (accountId) =>
      Number(
        (db.prepare("SELECT count(*) AS n FROM collection_items WHERE account_id = ?").get(accountId) as Row)
          .n,
      ),
    tags: async (accountId) =>
      (
        db
          .prepare(
            `SELECT t.value AS tag, count(*) AS items FROM collection_items AS c, json_each(c.tags) AS t
             WHERE c.account_id = ? GROUP BY t.value ORDER BY items DESC, tag`,
          )
          .all(accountId) as Row[]
      ).map((r) => ({ tag: String(r.tag), items: Number(r.items) })),
    update: async (accountId, id, change) => {
      db.prepare(
        "UPDATE collection_items SET note = ?, tags = ?, updated_at = ? WHERE account_id = ? AND id = ?",
      ).run(change.note, JSON.stringify(change.tags), change.at, accountId, id);
      const row = byId(accountId, id);
      return row === undefined ? undefined : itemOf(row);
    },
    remove: async (accountId, id) =>
      db.prepare("DELETE FROM collection_items WHERE account_id = ? AND id = ?").run(accountId, id)
        .changes === 1,
  };
};
