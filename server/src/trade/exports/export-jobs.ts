// Export jobs (issue 15 "Exports"): the account starts an export of a search, a partner report or a
// profile table; it is checked and counted at once (the same refusals as the screens' calls), then
// written in the background; the list shows the account's own exports with their progress, and a
// finished one downloads from EXPORT_FILE_PATH. An export whose provider died is marked failed
// (core's isExportStale), and finished ones are deleted after core's EXPORT_RETENTION_MS.

import { createReadStream, existsSync, rmSync } from "node:fs";
import { Readable } from "node:stream";
import { type Api, EXPORT_FILE_PATH, type ExportView } from "@portolan/contracts";
import {
  DESIGNED_CODES,
  EXPORT_RETENTION_MS,
  EXPORTS_IN_PROGRESS_MAX,
  EXPORTS_LISTED,
  exportFileName,
  exportPercent,
  exportRowLimit,
  isExportExpired,
  isExportStale,
} from "@portolan/core";
import type { Hono } from "hono";
import type { ExportJobStore, StoredExportJob } from "../../accounts/export-jobs/export-jobs-port.ts";
import type { AccountGate } from "../../accounts/teams/account-gate-port.ts";
import type { EntitlementsOfAccount } from "../../accounts/teams/entitlements-port.ts";
import type { AppDeps } from "../../app-deps.ts";
import { failureResponse } from "../../http/failure-response.ts";
import type { EndpointHandler } from "../../http/handler.ts";
import { type Failure, failure, success } from "../../http/reply.ts";
import type { TradeStore } from "../trade-store-port.ts";
import { downloadRefusal, type FileCallerDeps, fileCaller } from "./export-caller.ts";
import { createExportRunner, exportFile } from "./export-runner.ts";
import { planExport } from "./export-tables.ts";
import { EXPORT_CONTENT_TYPES } from "./export-writers.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export const viewOf = (j: StoredExportJob): ExportView => ({
  id: j.id,
  subject: j.subject,
  format: j.format,
  status: j.status,
  ...(j.reason === null ? {} : { reason: j.reason }),
  rowsWritten: j.rowsWritten,
  rowsExpected: j.rowsExpected,
  ...(j.matches === null ? {} : { matches: j.matches }),
  percent: exportPercent(j.rowsWritten, j.rowsExpected, j.status === "done"),
  createdAt: j.createdAt,
  ...(j.finishedAt === null ? {} : { finishedAt: j.finishedAt }),
  ...(j.bytes === null ? {} : { bytes: j.bytes }),
  fileName: j.fileName,
});

const lifeOf = (j: StoredExportJob) => ({
  status: j.status,
  heartbeatAt: j.heartbeatAt,
  finishedAt: j.finishedAt ?? undefined,
});

export interface ExportJobsArea {
  readonly handlers: {
    readonly exportJobs: EndpointHandler<Api["exportJobs"]>;
    readonly createExport: EndpointHandler<Api["createExport"]>;
  };
  readonly mountFile: (app: Hono, caller: FileCallerDeps) => void;
  /** Fails exports whose provider died and deletes expired ones (at start, and with every list). */
  readonly sweep: (now: number) => Promise<void>;
  readonly idle: () => Promise<void>;
}

export const createExportJobs = (
  jobs: ExportJobStore,
  deps: Pick<AppDeps, "clock" | "log"> & { readonly exportsDir: string },
  trade: {
    readonly store: TradeStore;
    readonly entitlements: EntitlementsOfAccount;
    readonly gate: AccountGate;
  },
): ExportJobsArea => {
  const runner = createExportRunner(jobs, { ...deps, gate: trade.gate });
  const sweep = async (now: number) => {
    for (const job of await jobs.unfinished())
      if (isExportStale(lifeOf(job), now)) await jobs.fail(job.id, "exports.failed.interrupted", now);
    for (const job of await jobs.finishedBefore(now - EXPORT_RETENTION_MS))
      if (isExportExpired(lifeOf(job), now)) {
        rmSync(exportFile(deps.exportsDir, job.id, job.format), { force: true });
        await jobs.remove(job.id);
      }
  };
  const limitOf = async (accountId: number, now: number) => {
    const e = await trade.entitlements(accountId, now);
    return exportRowLimit(e?.accountType, e?.membership ?? 0);
  };
  return {
    handlers: {
      exportJobs: async (_request, ctx) => {
        const accountId = ctx.caller?.accountId ?? 0;
        await sweep(ctx.now);
        return success({
          exports: (await jobs.ofAccount(accountId, EXPORTS_LISTED)).map(viewOf),
          rowLimit: await limitOf(accountId, ctx.now),
          keptDays: Math.round(EXPORT_RETENTION_MS / DAY_MS),
        });
      },
      createExport: async ({ body }, ctx) => {
        const accountId = ctx.caller?.accountId ?? 0;
        const closed = await downloadRefusal(trade.gate, accountId, ctx.now);
        if (closed !== undefined) return closed;
        await sweep(ctx.now);
        const planned = await planExport(body.subject, await limitOf(accountId, ctx.now), ctx, trade);
        if (!planned.ok) return planned.failure;
        // Counted and queued in one transaction: requests at once (on any provider) never pass the max.
        const job = await jobs.createIfUnder(
          {
            accountId,
            subject: body.subject,
            format: body.format,
            locale: ctx.locale,
            rowsExpected: planned.plan.rowsExpected,
            matches: planned.plan.matches,
            fileName: exportFileName(body.subject, body.format, ctx.now),
            at: ctx.now,
          },
          EXPORTS_IN_PROGRESS_MAX,
        );
        if (job === "full")
          return failure(DESIGNED_CODES.EXPORT_BUSY, "errors.export.busy", {
            params: { max: EXPORTS_IN_PROGRESS_MAX },
          });
        runner.enqueue(job, planned.plan);
        return success(viewOf(job));
      },
    },
    mountFile: (app, callers) => {
      app.get(EXPORT_FILE_PATH, async (c) => {
        const refuse = (f: Failure) => failureResponse(c, f);
        const asker = await fileCaller(c, callers, deps.clock.now());
        if (!asker.ok) return refuse(asker.failure);
        const id = c.req.query("id") ?? "";
        const unknown = failure(DESIGNED_CODES.EXPORT_UNKNOWN, "errors.export.unknown");
        if (!/^\d{1,15}$/.test(id)) return refuse(unknown);
        const job = await jobs.find(asker.caller.accountId, Number(id));
        const file = job === undefined ? "" : exportFile(deps.exportsDir, job.id, job.format);
        if (job?.status !== "done" || !existsSync(file)) return refuse(unknown);
        const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
        return c.body(body, 200, {
          "content-type": EXPORT_CONTENT_TYPES[job.format],
          "content-disposition": `attachment; filename="${job.fileName}"`,
          ...(job.bytes === null ? {} : { "content-length": String(job.bytes) }),
          "cache-control": "no-store",
        });
      });
    },
    sweep,
    idle: runner.idle,
  };
};
