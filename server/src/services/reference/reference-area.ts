// Reference data: the data-set catalogue, generated shipments, statistics and the utilities list.
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";

export interface ReferenceArea {
  /** Writes the demo data on an empty database; safe to call on every start. */
  readonly seed: (now: number) => Promise<void>;
  readonly handlers: Partial<
    Pick<Handlers, "siteStatistics" | "countryStatistics" | "dataSourceStatistics" | "utilitiesList">
  >;
}

export const createReferenceArea = (_deps: AppDeps): ReferenceArea => ({
  handlers: {},
  seed: async () => {},
});
