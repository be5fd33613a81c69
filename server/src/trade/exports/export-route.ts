// GET /searching/cds/export (contracts' tradeExportPath): the records of a shipment query as CSV or
// XLSX, streamed a page of 1000 at a time (spec §9 download page size), never more than the caller's
// export row limit (core's exportRowLimit, spec §6). The query is checked as the search checks it;
// a refusal answers the usual envelope. The export jobs write the same tables with the same writer.

import { Readable } from "node:stream";
import { TRADE_EXPORT_FORMATS, TRADE_EXPORT_PATH } from "@portolan/contracts";
import { ERROR_CODES, exportFileName, exportRowLimit } from "@portolan/core";
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { ApiKeyResolver } from "../../http/mount-endpoints.ts";
import { type Failure, failure, failureBody } from "../../http/reply.ts";
import { requestLocale } from "../../http/request-locale.ts";
import type { AccountGate } from "../../ports/account-gate.ts";
import type { Clock } from "../../ports/runtime.ts";
import type { SessionResolver } from "../../ports/session-resolver.ts";
import type { EntitlementsOfAccount } from "../../services/auth/auth-area.ts";
import type { TradeStore } from "../trade-store-port.ts";
import { fileCaller } from "./export-caller.ts";
import { planExport } from "./export-tables.ts";
import { EXPORT_CONTENT_TYPES, exportStream } from "./export-writers.ts";

export interface ExportRouteDeps {
  readonly sessions: SessionResolver;
  readonly apiKeys: ApiKeyResolver;
  readonly gate: AccountGate;
  readonly clock: Clock;
  readonly store: TradeStore;
  readonly entitlements: EntitlementsOfAccount;
}

export const mountTradeExport = (app: Hono, deps: ExportRouteDeps): void => {
  app.get(TRADE_EXPORT_PATH, async (c) => {
    const locale = requestLocale(getCookie(c, "lang"), c.req.header("accept-language"));
    // Refusals answer the envelope, as every call does (HTTP 200, the code in the body).
    const refuse = (f: Failure) => c.json(failureBody(f), 200);
    const now = deps.clock.now();
    const asker = await fileCaller(c, deps, now);
    if (!asker.ok) return refuse(asker.failure);
    const { format: asked, ...query } = c.req.query();
    const format = TRADE_EXPORT_FORMATS.find((f) => f === (asked ?? "csv"));
    if (format === undefined)
      return refuse(failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters"));
    const e = await deps.entitlements(asker.caller.accountId, now);
    const limit = exportRowLimit(e?.accountType, e?.membership ?? 0);
    const subject = { kind: "search" as const, query: { datasets: "", ...query } };
    const planned = await planExport(subject, limit, { caller: asker.caller, now }, deps);
    if (!planned.ok) return refuse(planned.failure);
    const body = Readable.toWeb(exportStream(planned.plan.table(locale), format)) as ReadableStream;
    return c.body(body, 200, {
      "content-disposition": `attachment; filename="${exportFileName(subject, format, now)}"`,
      "cache-control": "no-store",
      "x-export-row-limit": String(limit),
      "content-type": EXPORT_CONTENT_TYPES[format],
    });
  });
};
