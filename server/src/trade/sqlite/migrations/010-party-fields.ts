// The search words' vessel, notify party and address fields through an index (issue 31 item 5,
// D347): each a piece of the text, so a trigram index of the three texts per bill (the vessel, the
// notify party's name, the parties' released rows as the filter reads them). Contentless: the texts
// stay in trade_bills, the index holds only which bills have each trigram (detail=none: no column
// or position, twice as fast to write as a full index, measured); the filter asks for every trigram
// of the piece, then the piece itself decides. Bills stored before are indexed here; the importer
// indexes each batch's new bills with one statement (PARTIES_FILL: a row trigger wrote the index
// 3–5 times slower, measured by bench:import-refs); triggers follow a changed or deleted bill.
// t007's numbers are written the same way from here on (REFS_FILL in place of its insert trigger,
// which cost an AMS import more than half its speed). (t008 was never used.)
import type { Migration } from "../../../sql/sqlite-migrate.ts";
import { refsOf } from "./007-search-words.ts";

/** The parties' rows as released (the AMS tables in `detail`): what the `address:` field reads. */
export const partyAddressText = (n: string): string => {
  const part = (table: string) =>
    `coalesce(CASE WHEN json_valid(${n}.detail) THEN json_extract(${n}.detail, '$.${table}') END, '')`;
  return `${part("shipper")} || ${part("consignee")} || ${part("notifyparty")}`;
};

const row = (n: string) => `${n}.id, ${n}.vessel, ${n}.notify_name, ${partyAddressText(n)}`;
const worth = (n: string) =>
  `${n}.vessel IS NOT NULL OR ${n}.notify_name IS NOT NULL OR ${n}.detail IS NOT NULL`;

/**
 * Indexes the bills with ids from the first to the second parameter (a batch just written). A bill
 * changed within its own batch is then indexed twice (its trigger's row and this one): harmless,
 * as the index only names candidates and the bill's own text decides.
 */
export const PARTIES_FILL = `INSERT INTO trade_bill_parties (rowid, vessel, notify, address)
  SELECT ${row("b")} FROM trade_bills b WHERE b.id BETWEEN ?1 AND ?2 AND (${worth("b")})`;

/** t007's numbers of the bills with ids from the first to the second parameter. */
export const REFS_FILL = `INSERT OR IGNORE INTO trade_bill_refs (kind, value, bill_id) ${refsOf(
  "b",
  "FROM (SELECT id, master_bill, detail FROM trade_bills WHERE id BETWEEN ?1 AND ?2) b",
)}`;

export const t010_party_fields: Migration = {
  id: "t010-party-fields",
  sql: `
CREATE VIRTUAL TABLE trade_bill_parties USING fts5(
  vessel, notify, address, tokenize = 'trigram', content = '', contentless_delete = 1, detail = none
);
INSERT INTO trade_bill_parties (rowid, vessel, notify, address) SELECT ${row("b")} FROM trade_bills b WHERE ${worth("b")};

DROP TRIGGER trade_bill_refs_insert;

CREATE TRIGGER trade_bill_parties_update AFTER UPDATE OF vessel, notify_name, detail ON trade_bills BEGIN
  DELETE FROM trade_bill_parties WHERE rowid = OLD.id;
  INSERT INTO trade_bill_parties (rowid, vessel, notify, address) SELECT ${row("NEW")} WHERE ${worth("NEW")};
END;
CREATE TRIGGER trade_bill_parties_delete AFTER DELETE ON trade_bills BEGIN
  DELETE FROM trade_bill_parties WHERE rowid = OLD.id;
END;
`,
};
