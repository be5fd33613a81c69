// The reference area's storage over SQLite.

import type { ReferenceStore } from "../../ports/reference-store.ts";
import type { Db } from "./database.ts";
import { countryTotals, dataSourceTotals, siteTotals, utilitiesPage } from "./reference-queries.ts";
import { isReferenceSeeded, writeReferenceSeed } from "./reference-seed-writer.ts";

export const sqliteReferenceStore = (db: Db): ReferenceStore => ({
  isSeeded: async () => isReferenceSeeded(db),
  writeSeed: async (seed) => writeReferenceSeed(db, seed),
  siteTotals: async () => siteTotals(db),
  countryTotals: async () => countryTotals(db),
  dataSourceTotals: async (value) => dataSourceTotals(db, value),
  utilities: async (listId, offset, limit, desc) => utilitiesPage(db, listId, offset, limit, desc),
});
