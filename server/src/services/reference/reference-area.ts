// Reference data: the data-set catalogue, HS and port tables, statistics and the utilities list.
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import type { PortLookup, RecordFigures, ReferenceStore } from "../../reference/reference-port.ts";
import { sqlReferenceStore } from "../../reference/sql-reference-store.ts";
import { catalogueRecords } from "../../seed/catalogue-records.ts";
import { referenceTables } from "../../seed/reference-tables.ts";
import { portCatalogue, portPlaces } from "../../trade/port-names-catalogue.ts";
import { hsCodesHandler, portsHandler } from "./lookup-handlers.ts";
import { statisticsHandlers } from "./statistics-handlers.ts";
import { utilitiesHandler } from "./utilities-handler.ts";
import { utilityRecords } from "./utility-tools.ts";

export interface ReferenceArea {
  /** Writes the demo data on an empty database; safe to call on every start. */
  readonly seed: (now: number) => Promise<void>;
  readonly handlers: Partial<
    Pick<
      Handlers,
      | "siteStatistics"
      | "countryStatistics"
      | "dataSourceStatistics"
      | "utilitiesList"
      | "tradeHsCodes"
      | "tradePorts"
    >
  >;
  /** The storage port, for the data centre's search later and for tests. */
  readonly store: ReferenceStore;
}

/** Ports by any of their codes, from the port tables each process loads once (D317). */
export const portsOfCatalogue: PortLookup = async (codes) => portPlaces(portCatalogue(), codes);

/** The reference store over the accounts' SQL port; the trade side gives the record figures. */
export const createReferenceArea = (deps: AppDeps, trade: RecordFigures): ReferenceArea => {
  const store = sqlReferenceStore(deps.storage.sql, trade, portsOfCatalogue);
  return {
    store,
    handlers: {
      ...statisticsHandlers(store),
      utilitiesList: utilitiesHandler(store),
      tradeHsCodes: hsCodesHandler(),
      tradePorts: portsHandler(),
    },
    // The catalogue and reference tables; the demo shipments are the trade area's (trade-area.ts).
    seed: async () => {
      if (await store.isSeeded()) return;
      const tables = referenceTables();
      const written = await store.writeSeed({
        datasets: catalogueRecords(),
        hsSections: tables.hsSections,
        hsCodes: tables.hsCodes,
        utilities: utilityRecords(),
      });
      if (written) deps.log.info(`reference data: ${tables.hsCodes.length} HS codes`);
    },
  };
};
