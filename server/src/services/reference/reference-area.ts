// Reference data: the data-set catalogue, generated shipments, statistics and the utilities list.
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import type { ReferenceStore } from "../../ports/reference-store.ts";
import { catalogueRecords } from "../../seed/catalogue-records.ts";
import { referenceTables } from "../../seed/reference-tables.ts";
import {
  DEFAULT_GENERATOR_OPTIONS,
  type GeneratorOptions,
  generateShipments,
} from "../../seed/shipment-generator.ts";
import { sqliteReferenceStore } from "../../storage/sqlite/reference-store.ts";
import { statisticsHandlers } from "./statistics-handlers.ts";
import { utilitiesHandler } from "./utilities-handler.ts";
import { utilityRecords } from "./utility-tools.ts";

export interface ReferenceArea {
  /** Writes the demo data on an empty database; safe to call on every start. */
  readonly seed: (now: number) => Promise<void>;
  readonly handlers: Partial<
    Pick<Handlers, "siteStatistics" | "countryStatistics" | "dataSourceStatistics" | "utilitiesList">
  >;
  /** The storage port, for the data centre's search later and for tests. */
  readonly store: ReferenceStore;
}

export const createReferenceArea = (
  deps: AppDeps,
  generator: GeneratorOptions = DEFAULT_GENERATOR_OPTIONS,
): ReferenceArea => {
  const store = sqliteReferenceStore(deps.db);
  return {
    store,
    handlers: { ...statisticsHandlers(store), utilitiesList: utilitiesHandler(store) },
    // The demo data does not depend on the start time: dates run up to a fixed reference day, so
    // the same seed always writes the same rows (decision: demo-data dates).
    seed: async () => {
      if (await store.isSeeded()) return;
      const tables = referenceTables();
      const { companies, shipments } = generateShipments(tables, generator);
      const written = await store.writeSeed({
        datasets: catalogueRecords(),
        hsSections: tables.hsSections,
        hsCodes: tables.hsCodes,
        ports: tables.ports,
        companies,
        shipments,
        utilities: utilityRecords(),
      });
      if (written)
        deps.log.info(`reference data: ${shipments.length} shipments, ${companies.length} companies`);
    },
  };
};
