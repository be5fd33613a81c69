// Search words (issue 31 item 5, D329, D330). Bill of lading and container numbers looked up
// exactly: a table of each bill's numbers (master, house, containers), kept by triggers from the
// bill's columns and its AMS tables (`detail`), so an import writes it without knowing of it (since
// t010 the importer writes a batch's new bills at once, in place of the insert trigger). The
// goods text index is rewritten once with the text as now indexed (goods-index-text.ts): the mark
// below asks the store's opening to do it (sqlite-goods-reindex.ts), as SQL cannot fold text.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

/** A number as core's `fieldValue` keeps it: upper case, without the usual separators. */
const key = (expr: string) =>
  `upper(replace(replace(replace(replace(${expr}, ' ', ''), '-', ''), '/', ''), '.', ''))`;

/**
 * The numbers of a bill as (kind, value, bill id) rows: `n` names the bill's row, `from` reads it
 * ("" in a trigger, where NEW is the row).
 */
export const refsOf = (n: string, from: string) => {
  const detail = `CASE WHEN json_valid(${n}.detail) THEN ${n}.detail END`;
  const also = from === "" ? "FROM" : `${from},`;
  return `
  SELECT 'bl', ${key(`${n}.master_bill`)}, ${n}.id ${from} WHERE ${n}.master_bill IS NOT NULL
  UNION ALL SELECT 'bl', ${key("json_extract(g.value, '$[1]')")}, ${n}.id
    ${also} json_each(${detail}, '$.billgen') g WHERE json_extract(g.value, '$[1]') IS NOT NULL
  UNION ALL SELECT 'container', ${key("json_extract(c.value, '$[0]')")}, ${n}.id
    ${also} json_each(${detail}, '$.container') c WHERE json_extract(c.value, '$[0]') IS NOT NULL`;
};

export const t007_search_words: Migration = {
  id: "t007-search-words",
  sql: `
CREATE TABLE trade_bill_refs (
  kind TEXT NOT NULL CHECK (kind IN ('bl', 'container')),
  value TEXT NOT NULL,
  bill_id INTEGER NOT NULL,
  PRIMARY KEY (kind, value, bill_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX trade_bill_refs_by_bill ON trade_bill_refs (bill_id);

INSERT OR IGNORE INTO trade_bill_refs (kind, value, bill_id) ${refsOf("b", "FROM trade_bills b")};

CREATE TRIGGER trade_bill_refs_insert AFTER INSERT ON trade_bills
  WHEN NEW.master_bill IS NOT NULL OR NEW.detail IS NOT NULL BEGIN
  INSERT OR IGNORE INTO trade_bill_refs (kind, value, bill_id) ${refsOf("NEW", "")};
END;
CREATE TRIGGER trade_bill_refs_update AFTER UPDATE OF master_bill, detail ON trade_bills BEGIN
  DELETE FROM trade_bill_refs WHERE bill_id = OLD.id;
  INSERT OR IGNORE INTO trade_bill_refs (kind, value, bill_id) ${refsOf("NEW", "")};
END;
CREATE TRIGGER trade_bill_refs_delete AFTER DELETE ON trade_bills BEGIN
  DELETE FROM trade_bill_refs WHERE bill_id = OLD.id;
END;

CREATE TABLE trade_goods_reindex (id INTEGER PRIMARY KEY CHECK (id = 1)) STRICT;
INSERT INTO trade_goods_reindex (id) VALUES (1);
`,
};
