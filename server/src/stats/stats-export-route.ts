// GET /console/stats/partners/export (contracts' STATS_PARTNERS_EXPORT_PATH): the partner table of
// market analysis as CSV or XLSX, in the order asked, at most the caller's export row limit (spec
// §6, core's exportRowLimit), with the one writer every export uses (D176). Who asks, and the
// refusals, are the partner call's: 57001 without market analysis, 10001 for a bad filter.

import { Readable } from "node:stream";
import { STATS_PARTNERS_EXPORT_PATH } from "@portolan/contracts";
import { ERROR_CODES, exportRowLimit, type Locale, readStatsPartnerOrder } from "@portolan/core";
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { SessionResolver } from "../accounts/sessions/session-resolver-port.ts";
import type { AccountGate } from "../accounts/teams/account-gate-port.ts";
import type { EntitlementsOfAccount } from "../accounts/teams/entitlements-port.ts";
import { failureResponse } from "../http/failure-response.ts";
import type { ApiKeyResolver } from "../http/mount-endpoints.ts";
import { type Failure, failure } from "../http/reply.ts";
import { requestLocale } from "../http/request-locale.ts";
import type { Clock } from "../ports/runtime.ts";
import { fileCaller } from "../trade/exports/export-caller.ts";
import { type Cell, EXPORT_CONTENT_TYPES, exportStream } from "../trade/exports/export-writers.ts";
import { grantedStatsQuery } from "./stats-handlers.ts";
import type { PartnerFigures, StatsStore } from "./stats-store.ts";

type Column = readonly [Record<Locale, string>, (r: PartnerFigures) => Cell];

// biome-ignore format: one column per line
const columns = (currency: string): readonly Column[] => [
  [{ en: "Partner", zh: "贸易伙伴", ru: "Партнёр" }, (r) => r.partner],
  [{ en: `Value (${currency})`, zh: `金额（${currency}）`, ru: `Стоимость (${currency})` }, (r) => r.value],
  [{ en: "Share", zh: "占比", ru: "Доля" }, (r) => r.share],
  [{ en: `A year earlier (${currency})`, zh: `上年同期（${currency}）`, ru: `Годом ранее (${currency})` }, (r) => r.valueYearEarlier],
  [{ en: "Change", zh: "同比", ru: "Изменение" }, (r) => r.change ?? undefined],
  [{ en: "Quantity", zh: "数量", ru: "Количество" }, (r) => r.quantity],
  [{ en: "Unit", zh: "单位", ru: "Единица" }, (r) => r.quantityUnit],
  [{ en: "Net weight (kg)", zh: "净重（千克）", ru: "Вес нетто (кг)" }, (r) => r.netWeight],
];

export interface StatsExportDeps {
  readonly sessions: SessionResolver;
  readonly apiKeys: ApiKeyResolver;
  readonly gate: AccountGate;
  readonly clock: Clock;
  readonly store: StatsStore;
  readonly entitlements: EntitlementsOfAccount;
}

/** The file's name: what it holds and the day (D219's rule). */
export const statsExportFileName = (source: string, format: string, now: number): string =>
  `portolan-stats-${source}-partners-${new Date(now).toISOString().slice(0, 10)}.${format}`;

export const mountStatsExport = (app: Hono, deps: StatsExportDeps): void => {
  app.get(STATS_PARTNERS_EXPORT_PATH, async (c) => {
    const locale = requestLocale(getCookie(c, "lang"), c.req.header("accept-language"));
    const refuse = (f: Failure) => failureResponse(c, f);
    const now = deps.clock.now();
    const asker = await fileCaller(c, deps, now);
    if (!asker.ok) return refuse(asker.failure);
    const { format: asked, sort, order, ...query } = c.req.query();
    const format = asked ?? "csv";
    if (format !== "csv" && format !== "xlsx")
      return refuse(failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters"));
    const g = await grantedStatsQuery(query, { caller: asker.caller, now }, deps.entitlements, deps.store);
    if (!g.ok) return refuse(g.failure);
    const e = await deps.entitlements(asker.caller.accountId, now);
    const limit = exportRowLimit(e?.accountType, e?.membership ?? 0);
    const rows = deps.store
      .partners(g.query, g.period, readStatsPartnerOrder(sort, order))
      .rows.slice(0, limit);
    const cols = columns(g.query.currency);
    async function* pages() {
      for (let i = 0; i < rows.length; i += 1000)
        yield rows.slice(i, i + 1000).map((r) => cols.map(([, cell]) => cell(r)));
    }
    const table = { sheet: "Partners", headings: cols.map(([h]) => h[locale]), pages: pages() };
    return c.body(Readable.toWeb(exportStream(table, format)) as ReadableStream, 200, {
      "content-disposition": `attachment; filename="${statsExportFileName(g.query.source, format, now)}"`,
      "cache-control": "no-store",
      "x-export-row-limit": String(limit),
      "content-type": EXPORT_CONTENT_TYPES[format],
    });
  });
};
