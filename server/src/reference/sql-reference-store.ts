// The reference area's storage over the SQL port. The record figures and the port lookup are given
// by the reference area (from the trade side), so this module imports nothing of trade.

import type { SqlClient } from "../sql/sql-client.ts";
import type { PortLookup, RecordFigures, ReferenceStore } from "./reference-port.ts";
import { countryTotals, dataSourceTotals, siteTotals, utilitiesPage } from "./sql-reference-queries.ts";
import { isReferenceSeeded, writeReferenceSeed } from "./sql-reference-seed-writer.ts";

export const sqlReferenceStore = (
  sql: SqlClient,
  figures: RecordFigures,
  ports: PortLookup,
): ReferenceStore => ({
  isSeeded: () => isReferenceSeeded(sql),
  writeSeed: (seed) => writeReferenceSeed(sql, seed),
  siteTotals: async () =>
    siteTotals(sql, { totals: await figures.byDatasetAndCountry(), companies: await figures.companies() }),
  countryTotals: async () => countryTotals(sql, await figures.byDatasetAndCountry()),
  dataSourceTotals: async (value) => dataSourceTotals(sql, value, await figures.byDatasetAndCountry()),
  portsByCode: ports,
  utilities: (listId, offset, limit, desc) => utilitiesPage(sql, listId, offset, limit, desc),
});
