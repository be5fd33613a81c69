// What an export writes, checked before it starts: a search's records, a firm's partner report or
// one table of its profile, refused as the call that shows it on screen refuses it (52001-52005,
// 10001), and counted: the rows it will write are its matches cut at the caller's row limit.

import type { ExportSubject } from "@portolan/contracts";
import {
  DESIGNED_CODES,
  DOWNLOAD_PAGE_SIZE,
  ERROR_CODES,
  exportRowsExpected,
  type Locale,
  mayOpenPartnerReport,
  PAGE_SIZE_DEFAULT,
  readPartnerOrder,
  type TradeQuery,
} from "@portolan/core";
import type { RequestContext } from "../../http/handler.ts";
import { type Failure, failure } from "../../http/reply.ts";
import type { EntitlementsOfAccount } from "../../services/auth/auth-area.ts";
import { grantedQuery, tooBroad } from "../trade-handlers.ts";
import type { TradeStore } from "../trade-store-port.ts";
import { EXPORT_COLUMNS, facetColumns, MONTH_COLUMNS, PARTNER_COLUMNS } from "./export-columns.ts";
import type { Cell, ExportTable } from "./export-writers.ts";

type Columns<T> = readonly (readonly [Record<Locale, string>, (r: T) => Cell])[];

/** An export that may run: how many rows it will write, and its table in a language. */
export interface ExportPlan {
  readonly rowsExpected: number;
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

/** A query's records from the first, a download page at a time, up to `limit`. */
async function* recordPages(store: TradeStore, query: TradeQuery, limit: number) {
  for (let offset = 0; offset < limit; offset += DOWNLOAD_PAGE_SIZE) {
    const rows = await store.records(query, offset, Math.min(DOWNLOAD_PAGE_SIZE, limit - offset));
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < DOWNLOAD_PAGE_SIZE) return;
  }
}

/** A search's records as a table (the streaming route writes this too). */
export const searchTable = (store: TradeStore, query: TradeQuery, limit: number) =>
  tableOf(
    "Shipments",
    EXPORT_COLUMNS,
    () => recordPages(store, query, limit),
    EXPORT_COLUMNS.map((_, i) => (i === 7 ? 60 : undefined)),
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
    const rowsExpected = exportRowsExpected(first.total, limit);
    return { ok: true, plan: { rowsExpected, table: searchTable(store, granted.query, rowsExpected) } };
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
    if (first === undefined) return { ok: false, failure: unknownCompany };
    const rowsExpected = exportRowsExpected(first.total, limit);
    const pages = async function* () {
      for (let page = 1; (page - 1) * DOWNLOAD_PAGE_SIZE < rowsExpected; page++) {
        const records = (await store.partners(id, datasets, order, page, DOWNLOAD_PAGE_SIZE))?.records ?? [];
        yield records.slice(0, rowsExpected - (page - 1) * DOWNLOAD_PAGE_SIZE);
        if (records.length < DOWNLOAD_PAGE_SIZE) return;
      }
    };
    return { ok: true, plan: { rowsExpected, table: tableOf("Partners", PARTNER_COLUMNS, pages, [40]) } };
  }
  if (!ID.test(subject.id)) return { ok: false, failure: unknownCompany };
  // A profile's list as long as the row limit allows (the screen shows its top 10).
  const profile = await store.companyProfile(Number(subject.id), datasets, limit);
  if (profile === undefined) return { ok: false, failure: unknownCompany };
  const { table } = subject;
  if (table === "monthly") {
    const rows = profile.monthly.slice(0, limit);
    return {
      ok: true,
      plan: {
        rowsExpected: rows.length,
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
      table: tableOf(
        sheet,
        facetColumns(table),
        async function* () {
          yield rows;
        },
        [40],
      ),
    },
  };
};
