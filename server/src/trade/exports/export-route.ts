// GET /searching/cds/export (contracts' tradeExportPath): the records of a shipment query as CSV or
// XLSX, read a page of 1000 at a time (spec §9 download page size), a file of at most the caller's
// export row limit (core's exportRowLimit, spec §6, D321); `current` picks which file of the matches
// (rows 1-limit, then limit+1-2*limit…), a file past the last match is refused (10001). Headers say
// the limit, what was found and the rows in this file. The query is checked as the search checks it;
// a refusal answers the usual envelope. The export jobs write the same tables with the same writer.

import { Readable } from "node:stream";
import { TRADE_EXPORT_FORMATS, TRADE_EXPORT_PATH } from "@portolan/contracts";
import { ERROR_CODES, exportFileName, exportRowLimit } from "@portolan/core";
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { SessionResolver } from "../../accounts/sessions/session-resolver-port.ts";
import type { AccountGate } from "../../accounts/teams/account-gate-port.ts";
import type { EntitlementsOfAccount } from "../../accounts/teams/entitlements-port.ts";
import { failureResponse } from "../../http/failure-response.ts";
import type { ApiKeyResolver } from "../../http/mount-endpoints.ts";
import { type Failure, failure } from "../../http/reply.ts";
import { requestLocale } from "../../http/request-locale.ts";
import type { Clock } from "../../ports/runtime.ts";
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
    const refuse = (f: Failure) => failureResponse(c, f);
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
      "x-export-matches": String(planned.plan.matches),
      "x-export-rows": String(planned.plan.rowsExpected),
      "content-type": EXPORT_CONTENT_TYPES[format],
    });
  });
};
