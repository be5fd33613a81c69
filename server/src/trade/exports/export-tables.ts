// What an export writes, checked before it starts: a search's records, a firm's partner report or
// one table of its profile, refused as the call that shows it on screen refuses it (52001-52005,
// 10001), and counted: the rows it will write are its matches cut at the caller's row limit.

import type { ExportSubject } from "@portolan/contracts";
import {
  DESIGNED_CODES,
  DOWNLOAD_PAGE_SIZE,
  ERROR_CODES,
  EXACT_COUNT_LIMIT,
  emptyTradeMonth,
  exportFileCount,
  exportFilePage,
  exportRowsExpected,
  fillMonths,
  type Locale,
  mayOpenPartnerReport,
  PAGE_SIZE_DEFAULT,
  readPartnerOrder,
  type TradeQuery,
} from "@portolan/core";
import type { EntitlementsOfAccount } from "../../accounts/teams/entitlements-port.ts";
import type { RequestContext } from "../../http/handler.ts";
import { type Failure, failure } from "../../http/reply.ts";
import { grantedQuery, tooBroad } from "../trade-handlers.ts";
import type { TradeStore } from "../trade-store-port.ts";
import {
  EXPORT_COLUMNS,
  facetColumns,
  MONTH_COLUMNS,
  type NamedRecord,
  PARTNER_COLUMNS,
} from "./export-columns.ts";
import type { Cell, ExportTable } from "./export-writers.ts";

type Columns<T> = readonly (readonly [Record<Locale, string>, (r: T) => Cell])[];

/** An export that may run: how many rows it will write of how many found, and its table in a language. */
export interface ExportPlan {
  readonly rowsExpected: number;
  /** What the search or list found: more than rowsExpected when the file is cut at the row limit. */
  readonly matches: number;
  readonly table: (locale: Locale) => ExportTable;
}

const tableOf =
  <T>(
    sheet: string,
    columns: Columns<T>,
    pages: () => AsyncIterable<readonly T[]>,
    widths: readonly (number | undefined)[] = [],
  ): ((locale: Locale) => ExportTable) =>
  (locale) => ({
    sheet,
    headings: columns.map(([heading]) => heading[locale]),
    widths,
    pages: (async function* () {
      for await (const rows of pages()) yield rows.map((r) => columns.map(([, cell]) => cell(r)));
    })(),
  });

/** A query's records from `start`, a download page at a time, `count` of them, with their firms' names. */
async function* recordPages(
  store: TradeStore,
  query: TradeQuery,
  start: number,
  count: number,
): AsyncGenerator<readonly NamedRecord[]> {
  for (let done = 0; done < count; done += DOWNLOAD_PAGE_SIZE) {
    const rows = await store.records(query, start + done, Math.min(DOWNLOAD_PAGE_SIZE, count - done));
    if (rows.length === 0) return;
    const ids = rows.flatMap((r) => [r.importer?.id, r.exporter?.id]).filter((id) => id !== undefined);
    const firms = await store.firmNames(ids);
    yield rows.map((record) => ({ record, firms }));
    if (rows.length < DOWNLOAD_PAGE_SIZE) return;
  }
}

const WIDE = new Set(["Importer", "Exporter", "Importer as written", "Exporter as written"]);

/** A search's records as a table: `count` of them from `start` (the streaming route writes this too). */
export const searchTable = (store: TradeStore, query: TradeQuery, start: number, count: number) =>
  tableOf(
    "Shipments",
    EXPORT_COLUMNS,
    () => recordPages(store, query, start, count),
    EXPORT_COLUMNS.map(([h]) => (h.en === "Description" ? 60 : WIDE.has(h.en) ? 36 : undefined)),
  );

const ID = /^\d{1,15}$/;
const unknownCompany = failure(ERROR_CODES.WRONG_PARAMETERS, "trade.query.unknownCompany");

export interface PlanDeps {
  readonly store: TradeStore;
  readonly entitlements: EntitlementsOfAccount;
}

export const planExport = async (
  subject: ExportSubject,
  limit: number,
  ctx: Pick<RequestContext, "caller" | "now">,
  deps: PlanDeps,
): Promise<{ ok: true; plan: ExportPlan } | { ok: false; failure: Failure }> => {
  const { store } = deps;
  const raw = subject.kind === "search" ? subject.query : { datasets: subject.datasets };
  const granted = await grantedQuery(raw, ctx, deps.entitlements);
  if (!granted.ok) return granted;
  if (subject.kind === "search") {
    // The first page in the query's order: a broad search in another order is refused as the search is.
    const first = await store.search({ ...granted.query, page: 1, pageSize: PAGE_SIZE_DEFAULT });
    if (first.tooBroad !== undefined) return { ok: false, failure: tooBroad(first.tooBroad) };
    // `current` picks a file of the account's row limit (D321); the first unless asked.
    const page = granted.query.page;
    const file = exportFilePage(first.total, limit, page);
    if (file === undefined) {
      const params = { page, matches: first.total, limit, files: exportFileCount(first.total, limit) };
      return { ok: false, failure: failure(ERROR_CODES.WRONG_PARAMETERS, "exports.pastEnd", { params }) };
    }
    // A broad search pages only in its first EXACT_COUNT_LIMIT matches, as the search does.
    if (!first.totalExact && file.offset + file.rows > EXACT_COUNT_LIMIT)
      return { ok: false, failure: tooBroad("errors.trade.broadPage") };
    const table = searchTable(store, granted.query, file.offset, file.rows);
    return { ok: true, plan: { rowsExpected: file.rows, matches: first.total, table } };
  }
  const datasets = granted.query.datasets;
  if (subject.kind === "partners") {
    const caller =
      ctx.caller === undefined ? undefined : await deps.entitlements(ctx.caller.accountId, ctx.now);
    if (!mayOpenPartnerReport(caller?.membership ?? 0))
      return {
        ok: false,
        failure: failure(DESIGNED_CODES.TRADE_PARTNER_REPORT, "errors.trade.partnerReport"),
      };
    if (!ID.test(subject.id)) return { ok: false, failure: unknownCompany };
    const id = Number(subject.id);
    const order = readPartnerOrder(subject.sort, subject.order);
    const first = await store.partners(id, datasets, order, 1, 1);
    // Not found when it has no shipment in the caller's data sets asked, as the screen's call (item 13).
    if (first === undefined || first.shipments === 0) return { ok: false, failure: unknownCompany };
    const rowsExpected = exportRowsExpected(first.total, limit);
    const pages = async function* () {
      for (let page = 1; (page - 1) * DOWNLOAD_PAGE_SIZE < rowsExpected; page++) {
        const records = (await store.partners(id, datasets, order, page, DOWNLOAD_PAGE_SIZE))?.records ?? [];
        yield records.slice(0, rowsExpected - (page - 1) * DOWNLOAD_PAGE_SIZE);
        if (records.length < DOWNLOAD_PAGE_SIZE) return;
      }
    };
    const table = tableOf("Partners", PARTNER_COLUMNS, pages, [undefined, 40]);
    return { ok: true, plan: { rowsExpected, matches: first.total, table } };
  }
  if (!ID.test(subject.id)) return { ok: false, failure: unknownCompany };
  // A profile's list as long as the row limit allows (the screen shows its top 10).
  const profile = await store.companyProfile(Number(subject.id), datasets, limit);
  if (profile === undefined || profile.asImporter + profile.asExporter === 0)
    return { ok: false, failure: unknownCompany };
  const { table } = subject;
  if (table === "monthly") {
    // The series the profile draws: every month from the first to the last, zero where nothing shipped (D324).
    const rows = fillMonths(profile.monthly, emptyTradeMonth).slice(0, limit);
    return {
      ok: true,
      plan: {
        rowsExpected: rows.length,
        matches: rows.length,
        table: tableOf("Monthly", MONTH_COLUMNS, async function* () {
          yield rows;
        }),
      },
    };
  }
  const rows = profile[table].slice(0, limit);
  const sheet = table.charAt(0).toUpperCase() + table.slice(1);
  return {
    ok: true,
    plan: {
      rowsExpected: rows.length,
      matches: rows.length,
      table: tableOf(
        sheet,
        facetColumns(table),
        async function* () {
          yield rows;
        },
        table === "partners" ? [undefined, 40] : [40],
      ),
    },
  };
};
