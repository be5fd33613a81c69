// GET /searching/cds/export (contracts' tradeExportPath): the records of a shipment query as CSV or
// XLSX, streamed a page of 1000 at a time (spec §9 download page size), never more than the caller's
// export row limit (core's exportRowLimit, spec §6). The query is checked as the search checks it;
// a refusal answers the usual envelope.

import { PassThrough, Readable } from "node:stream";
import { SESSION_COOKIE, SESSION_HEADER, TRADE_EXPORT_FORMATS, TRADE_EXPORT_PATH } from "@portolan/contracts";
import {
  DESIGNED_CODES,
  DOWNLOAD_PAGE_SIZE,
  ERROR_CODES,
  exportRowLimit,
  type Locale,
  PAGE_SIZE_DEFAULT,
  type TradeQuery,
} from "@portolan/core";
import ExcelJS from "exceljs";
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { type ApiKeyResolver, bearerKey } from "../http/mount-endpoints.ts";
import { type Failure, failure, failureBody } from "../http/reply.ts";
import { requestLocale } from "../http/request-locale.ts";
import type { Clock } from "../ports/runtime.ts";
import type { ResolvedSession, SessionResolver } from "../ports/session-resolver.ts";
import type { EntitlementsOfAccount } from "../services/auth/auth-area.ts";
import { csvField, EXPORT_COLUMNS } from "./export-columns.ts";
import { grantedQuery, tooBroad } from "./trade-handlers.ts";
import type { TradeStore } from "./trade-store-port.ts";

export interface ExportRouteDeps {
  readonly sessions: SessionResolver;
  readonly apiKeys: ApiKeyResolver;
  readonly clock: Clock;
  readonly store: TradeStore;
  readonly entitlements: EntitlementsOfAccount;
}

/** The query's records, page by page, up to `limit`. */
async function* pages(store: TradeStore, query: TradeQuery, limit: number) {
  for (let offset = 0; offset < limit; offset += DOWNLOAD_PAGE_SIZE) {
    const rows = await store.records(query, offset, Math.min(DOWNLOAD_PAGE_SIZE, limit - offset));
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < DOWNLOAD_PAGE_SIZE) return;
  }
}

async function* csvLines(store: TradeStore, query: TradeQuery, limit: number, locale: Locale) {
  // A byte-order mark, so that spreadsheet programs read the file as UTF-8 (Chinese, Cyrillic).
  yield `\uFEFF${EXPORT_COLUMNS.map(([heading]) => csvField(heading[locale])).join(",")}\r\n`;
  for await (const rows of pages(store, query, limit))
    yield rows.map((r) => `${EXPORT_COLUMNS.map(([, value]) => csvField(value(r))).join(",")}\r\n`).join("");
}

const xlsxStream = (store: TradeStore, query: TradeQuery, limit: number, locale: Locale): Readable => {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet("Shipments");
  sheet.columns = EXPORT_COLUMNS.map(([heading], i) => ({
    header: heading[locale],
    key: String(i),
    width: i === 7 ? 60 : 16,
  }));
  (async () => {
    for await (const rows of pages(store, query, limit))
      for (const r of rows) sheet.addRow(EXPORT_COLUMNS.map(([, value]) => value(r) ?? null)).commit();
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
};

export const mountTradeExport = (app: Hono, deps: ExportRouteDeps): void => {
  app.get(TRADE_EXPORT_PATH, async (c) => {
    const locale = requestLocale(getCookie(c, "lang"), c.req.header("accept-language"));
    // Refusals answer the envelope, as every call does (HTTP 200, the code in the body).
    const refuse = (f: Failure) => c.json(failureBody(f), 200);
    const now = deps.clock.now();
    const key = bearerKey(c);
    let session: ResolvedSession | undefined;
    if (key !== undefined) {
      const resolved = await deps.apiKeys(key, now);
      if (resolved.kind === "limited")
        return refuse(failure(DESIGNED_CODES.TOO_MANY_ATTEMPTS, "errors.tooManyAttempts"));
      if (resolved.kind === "invalid")
        return refuse(failure(DESIGNED_CODES.API_KEY_INVALID, "errors.apiKey.invalid"));
      session = resolved;
    } else {
      const token = getCookie(c, SESSION_COOKIE) || c.req.header(SESSION_HEADER);
      session = token === undefined ? undefined : await deps.sessions.resolve(token, now);
    }
    if (session?.kind === "expired") return refuse(failure(402, "errors.session.expired"));
    if (session?.kind !== "active") return refuse(failure(401, "errors.session.required"));
    const raw = c.req.query();
    const format = TRADE_EXPORT_FORMATS.find((f) => f === (raw.format ?? "csv"));
    if (format === undefined)
      return refuse(failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters"));
    const caller = { accountId: session.session.accountId, tokenHash: session.session.tokenHash };
    const granted = await grantedQuery(raw, { caller, now }, deps.entitlements);
    if (!granted.ok) return refuse(granted.failure);
    // An export reads its first pages in the query's order: a broad search in another order than
    // newest first is refused as the search itself would be.
    const first = await deps.store.search({ ...granted.query, page: 1, pageSize: PAGE_SIZE_DEFAULT });
    if (first.tooBroad !== undefined) return refuse(tooBroad(first.tooBroad));
    const e = await deps.entitlements(caller.accountId, now);
    const limit = exportRowLimit(e?.accountType, e?.membership ?? 0);
    const name = `portolan-shipments-${new Date(now).toISOString().slice(0, 10)}.${format}`;
    const headers = {
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
      "x-export-row-limit": String(limit),
    };
    if (format === "csv") {
      const body = Readable.toWeb(
        Readable.from(csvLines(deps.store, granted.query, limit, locale)),
      ) as ReadableStream;
      return c.body(body, 200, { ...headers, "content-type": "text/csv; charset=utf-8" });
    }
    const body = Readable.toWeb(xlsxStream(deps.store, granted.query, limit, locale)) as ReadableStream;
    return c.body(body, 200, {
      ...headers,
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
  });
};
