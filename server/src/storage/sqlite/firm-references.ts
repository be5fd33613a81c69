// Firm references in the accounts database (issue 30; the port: ports/firm-references.ts): tracked
// items of kind company (ref "importer:42") and collection items of kind company (ref "42").

import type { FirmReferences } from "../../ports/firm-references.ts";
import { type Db, inTransaction } from "./database.ts";

type Row = Record<string, unknown>;

const TRACKED_ID = "CAST(substr(ref, instr(ref, ':') + 1) AS INTEGER)";

const mergedNote = (a: string, b: string) => (a === "" ? b : b === "" || b === a ? a : `${a}\n\n${b}`);

export const sqliteFirmReferences = (db: Db): FirmReferences => ({
  companyIds: async () =>
    (
      db
        .prepare(
          `SELECT ${TRACKED_ID} AS id FROM tracked_items WHERE kind = 'company'
           UNION SELECT CAST(ref AS INTEGER) FROM collection_items WHERE kind = 'company' ORDER BY 1`,
        )
        .all() as Row[]
    ).map((r) => Number(r.id)),
  follow: async (from, to) =>
    inTransaction(db, () => {
      let moved = 0;
      for (const t of db
        .prepare(
          `SELECT id, account_id, ref, since FROM tracked_items WHERE kind = 'company' AND ${TRACKED_ID} = ?`,
        )
        .all(from) as Row[]) {
        const role = String(t.ref).split(":")[0];
        const [account, item] = [Number(t.account_id), Number(t.id)];
        const target = `${role}:${to}`;
        const kept = db
          .prepare(
            "SELECT id, since FROM tracked_items WHERE account_id = ? AND kind = 'company' AND ref = ?",
          )
          .get(account, target) as Row | undefined;
        if (kept === undefined) db.prepare("UPDATE tracked_items SET ref = ? WHERE id = ?").run(target, item);
        else {
          // The older tracking stays (its watermark and alerts); the other one's alerts go with it.
          const [keep, drop] =
            Number(kept.since) <= Number(t.since) ? [Number(kept.id), item] : [item, Number(kept.id)];
          db.prepare("UPDATE alerts SET item_id = ? WHERE item_id = ?").run(keep, drop);
          db.prepare("DELETE FROM tracked_items WHERE id = ?").run(drop);
          db.prepare("UPDATE tracked_items SET ref = ? WHERE id = ?").run(target, keep);
        }
        moved += 1;
      }
      for (const c of db
        .prepare("SELECT id, account_id, note, tags FROM collection_items WHERE kind = 'company' AND ref = ?")
        .all(String(from)) as Row[]) {
        const kept = db
          .prepare(
            "SELECT id, note, tags FROM collection_items WHERE account_id = ? AND kind = 'company' AND ref = ?",
          )
          .get(Number(c.account_id), String(to)) as Row | undefined;
        if (kept === undefined)
          db.prepare("UPDATE collection_items SET ref = ? WHERE id = ?").run(String(to), Number(c.id));
        else {
          const tags = [
            ...new Set([
              ...(JSON.parse(String(kept.tags)) as string[]),
              ...(JSON.parse(String(c.tags)) as string[]),
            ]),
          ];
          db.prepare("UPDATE collection_items SET note = ?, tags = ? WHERE id = ?").run(
            mergedNote(String(kept.note), String(c.note)),
            JSON.stringify(tags),
            Number(kept.id),
          );
          db.prepare("DELETE FROM collection_items WHERE id = ?").run(Number(c.id));
        }
        moved += 1;
      }
      return moved;
    }),
});
