// The goods text index rewritten with the text as now indexed (goods-index-text.ts, D329), once,
// when migration t007 asks: a store loaded before kept the words of "other than …" clauses.

import { goodsIndexText } from "@portolan/core";
import { type Db, inTransaction } from "../../sql/sqlite-database.ts";

const BATCH = 20_000;

export const reindexGoodsText = (db: Db): number => {
  const asked = db.prepare("SELECT 1 FROM trade_goods_reindex WHERE id = 1").get();
  if (asked === undefined) return 0;
  const read = db.prepare(
    "SELECT id, description FROM trade_bills WHERE id > ? AND description IS NOT NULL ORDER BY id LIMIT ?",
  );
  const remove = db.prepare("DELETE FROM trade_bill_text WHERE rowid = ?");
  const insert = db.prepare("INSERT INTO trade_bill_text (rowid, description) VALUES (?, ?)");
  let after = 0;
  let done = 0;
  for (;;) {
    const rows = read.all(after, BATCH) as { id: number; description: string }[];
    if (rows.length === 0) break;
    inTransaction(db, () => {
      for (const r of rows) {
        remove.run(r.id);
        insert.run(r.id, goodsIndexText(r.description));
      }
    });
    after = Number(rows[rows.length - 1]?.id);
    done += rows.length;
  }
  db.prepare("DELETE FROM trade_goods_reindex WHERE id = 1").run();
  return done;
};
