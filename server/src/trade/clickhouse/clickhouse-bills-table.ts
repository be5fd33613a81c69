// Which form of the bills table a read names. A record an import writes again (its `counted`
// changed) sits beside its old version until the two are merged; FINAL merges them on every read,
// which cost a search at 30M bills about a third of its time (measured: an HS count 117 ms with it,
// 75 ms without). Each import ends with OPTIMIZE ... FINAL, leaving one version of every record,
// before it clears its mark (trade_import_unfinished, set before its first write), so reads need
// FINAL only while that mark is set.

import type { ClickHouseExecutor } from "./executor.ts";

/** Whether a load has written and not yet merged and finished (the sink's `unfinished` too). */
export const importUnfinished = async (ch: ClickHouseExecutor, db: string): Promise<boolean> =>
  (await ch.rows(`SELECT 1 FROM ${db}.trade_import_unfinished LIMIT 1`)).length > 0;

export type BillsTable = () => Promise<string>;

export const billsTable =
  (ch: ClickHouseExecutor, db: string): BillsTable =>
  async () =>
    (await importUnfinished(ch, db)) ? `${db}.trade_bills FINAL` : `${db}.trade_bills`;
