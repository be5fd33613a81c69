// The reference area's storage over SQLite; the record figures come from the trade store's totals.

import type { ReferenceStore } from "../../ports/reference-store.ts";
import { portCatalogue, portPlaces } from "../../trade/port-names-catalogue.ts";
import type { TradeTotals } from "../../trade/trade-totals-port.ts";
import type { Db } from "./database.ts";
import { countryTotals, dataSourceTotals, siteTotals, utilitiesPage } from "./reference-queries.ts";
import { isReferenceSeeded, writeReferenceSeed } from "./reference-seed-writer.ts";

export const sqliteReferenceStore = (db: Db, trade: TradeTotals): ReferenceStore => ({
  isSeeded: async () => isReferenceSeeded(db),
  writeSeed: async (seed) => writeReferenceSeed(db, seed),
  siteTotals: async () =>
    siteTotals(db, { totals: await trade.byDatasetAndCountry(), companies: await trade.companies() }),
  countryTotals: async () => countryTotals(db, await trade.byDatasetAndCountry()),
  dataSourceTotals: async (value) => dataSourceTotals(db, value, await trade.byDatasetAndCountry()),
  // Ports are read from the port tables the process loads once (every code of a port, D317).
  portsByCode: async (codes) => portPlaces(portCatalogue(), codes),
  utilities: async (listId, offset, limit, desc) => utilitiesPage(db, listId, offset, limit, desc),
});
