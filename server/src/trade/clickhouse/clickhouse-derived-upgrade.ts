// A ClickHouse store loaded before the search words (issue 31 item 5, D329, D347) brought up to
// date once, when it is opened, instead of keeping its old derived data until loaded again:
// - the goods text as now indexed (core's goodsIndexText, which ClickHouse cannot run): only a text
//   with a clause opener ("other than", "not", …) can differ, so those are read through the text
//   index, folded here, and the changed ones written back by a mutation;
// - the skip indexes added since its bills were written (the fields' 3-grams, the numbers' bloom
//   filter), which ClickHouse builds only for parts written after them, materialised.
// Each step leaves a mark in trade_derived; a new store gets the marks at its first opening at once.

import { CLAUSE_OPENING_WORDS, goodsIndexText } from "@portolan/core";
import { PARTY_FIELD_INDEX } from "./clickhouse-party-fields.ts";
import type { ClickHouseExecutor } from "./executor.ts";

export const GOODS_TEXT_MARK = "goods-index-text-1";
export const FIELD_INDEXES_MARK = "field-indexes-1";

const PAGE = 20_000;
/** Bills rewritten by one mutation: each rewrites the parts it touches, so few and large. */
const WRITE = 50_000;

export interface DerivedUpgrade {
  /** Bills whose indexed goods text was folded again. */
  readonly refolded: number;
  /** Whether the skip indexes were materialised for the bills stored before them. */
  readonly materialised: boolean;
}

const refoldGoods = async (ch: ClickHouseExecutor, db: string): Promise<number> => {
  const changed: { id: number; text: string }[] = [];
  let after = 0;
  for (;;) {
    const rows = await ch.rows<{ bill: string; description: string; folded: string }>(
      `SELECT toString(id) AS bill, description, description_folded AS folded FROM ${db}.trade_bills
       WHERE id > {after:UInt64} AND description IS NOT NULL
         AND hasAnyTokens(description_folded, {openers:Array(String)})
       ORDER BY id LIMIT {page:UInt32}`,
      { after, openers: [...CLAUSE_OPENING_WORDS], page: PAGE },
    );
    for (const r of rows) {
      const text = goodsIndexText(r.description);
      if (text !== r.folded) changed.push({ id: Number(r.bill), text });
    }
    if (rows.length < PAGE) break;
    after = Number(rows[rows.length - 1]?.bill);
  }
  for (let i = 0; i < changed.length; i += WRITE) {
    const batch = changed.slice(i, i + WRITE);
    await ch.run(
      `ALTER TABLE ${db}.trade_bills UPDATE description_folded =
         transform(id, {ids:Array(UInt64)}, {texts:Array(String)}, description_folded)
       WHERE id IN {ids:Array(UInt64)} SETTINGS mutations_sync = 2`,
      { ids: batch.map((c) => c.id), texts: batch.map((c) => c.text) },
    );
  }
  return changed.length;
};

export const upgradeDerived = async (ch: ClickHouseExecutor, db: string): Promise<DerivedUpgrade> => {
  const done = new Set(
    (await ch.rows<{ name: string }>(`SELECT name FROM ${db}.trade_derived`)).map((r) => r.name),
  );
  let refolded = 0;
  if (!done.has(GOODS_TEXT_MARK)) {
    refolded = await refoldGoods(ch, db);
    await ch.insert(`${db}.trade_derived`, [{ name: GOODS_TEXT_MARK }]);
  }
  const materialised = !done.has(FIELD_INDEXES_MARK);
  if (materialised) {
    for (const index of [...Object.values(PARTY_FIELD_INDEX), "bill_refs_index"])
      await ch.run(`ALTER TABLE ${db}.trade_bills MATERIALIZE INDEX ${index} SETTINGS mutations_sync = 2`);
    await ch.insert(`${db}.trade_derived`, [{ name: FIELD_INDEXES_MARK }]);
  }
  return { refolded, materialised };
};
