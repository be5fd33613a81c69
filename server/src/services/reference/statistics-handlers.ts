// The statistics calls (spec §7): the catalogue's counts joined with the trade store's totals, so the
// records and their dates are those of the loaded shipments. Without records there is no date to
// give: the date fields are left out, never "today" (decision D193). Unknown data sources answer
// 10001 (decision: unknown data source).

import { ERROR_CODES } from "@portolan/core";
import type { Handlers } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import type { ReferenceStore } from "../../reference/reference-port.ts";
import { recordFields } from "./record-fields.ts";
import { continentLabel, isoDay } from "./wire-values.ts";

export type StatisticsHandlers = Pick<
  Handlers,
  "siteStatistics" | "countryStatistics" | "dataSourceStatistics"
>;

export const statisticsHandlers = (store: ReferenceStore): StatisticsHandlers => ({
  siteStatistics: async () => {
    const t = await store.siteTotals();
    return success({
      countries: t.countries,
      dataSources: t.dataSources,
      records: t.records,
      companies: t.companies,
      ...(t.latestDate === null ? {} : { updatedOn: isoDay(t.latestDate) }),
    });
  },
  countryStatistics: async () => {
    const rows = await store.countryTotals();
    return success(
      rows.map((r) => ({
        countryCode: r.country,
        continent: continentLabel(r.continent),
        importRecords: r.importRecords,
        exportRecords: r.exportRecords,
        ...(r.latestDate === null ? {} : { latestDate: isoDay(r.latestDate) }),
        dataSources: [...r.dataSources],
      })),
    );
  },
  dataSourceStatistics: async ({ query }) => {
    const t = await store.dataSourceTotals(query.dataSource);
    const d = t?.dataset;
    if (t === undefined || d === undefined || d.type === null)
      return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters");
    const [only, ...more] = d.countries;
    return success({
      dataSource: d.value,
      type: d.type,
      ...(only !== undefined && more.length === 0 ? { countryCode: only.code } : {}),
      records: t.records,
      ...(t.firstDate === null ? {} : { startDate: isoDay(t.firstDate) }),
      ...(t.lastDate === null ? {} : { endDate: isoDay(t.lastDate) }),
      fields: recordFields(d),
      searchBy: { importer: d.importer, exporter: d.exporter, hscode: d.hscode, description: d.description },
    });
  },
});
