// Runs export jobs in the provider, one at a time per process (the machine's cores serve searches
// too): each writes its file under the data directory (a `.part` renamed when whole), counts the
// rows written after every page, and gives a sign of life while it runs, so that another process
// can tell a running export from one whose provider died (core's isExportStale). Before each page it
// asks whether the account may still download: a freeze or a cancellation stops it there, and what
// was written is deleted.

import { createWriteStream, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { EXPORT_HEARTBEAT_MS } from "@portolan/core";
import type { ExportJobStore } from "../../accounts/export-jobs/export-jobs-port.ts";
import type { AccountGate } from "../../accounts/teams/account-gate-port.ts";
import type { Logger } from "../../ports/logger.ts";
import type { Clock } from "../../ports/runtime.ts";
import type { ExportPlan } from "./export-tables.ts";
import { counted, exportStream } from "./export-writers.ts";

/** An export's file in the export folder (config.exportsDir: shared by every provider, D368). */
export const exportFile = (exportsDir: string, id: number, format: "csv" | "xlsx") =>
  join(exportsDir, `${id}.${format}`);

/** Thrown between pages when the account may no longer download. */
class AccountClosed extends Error {}

export interface ExportRunner {
  readonly enqueue: (
    job: { id: number; accountId: number; format: "csv" | "xlsx"; locale: "zh" | "en" | "ru" },
    plan: ExportPlan,
  ) => void;
  /** Resolves when every job enqueued so far has ended (tests; a clean stop). */
  readonly idle: () => Promise<void>;
}

export const createExportRunner = (
  jobs: ExportJobStore,
  deps: {
    readonly exportsDir: string;
    readonly clock: Clock;
    readonly log: Logger;
    readonly gate: AccountGate;
  },
): ExportRunner => {
  let queue: Promise<void> = Promise.resolve();
  const now = () => deps.clock.now();
  // Every job of this process, queued or running, gives a sign of life while the process lives: a
  // job waiting behind others is not taken for one whose provider died.
  const pending = new Set<number>();
  let beat: ReturnType<typeof setInterval> | undefined;
  const beating = () => {
    if (pending.size > 0 && beat === undefined) {
      beat = setInterval(() => {
        for (const id of pending) void jobs.heartbeat(id, now());
      }, EXPORT_HEARTBEAT_MS);
      beat.unref();
    } else if (pending.size === 0 && beat !== undefined) {
      clearInterval(beat);
      beat = undefined;
    }
  };
  const stillOpen = async (accountId: number) => {
    if ((await deps.gate(accountId, now(), "download")) !== "open") throw new AccountClosed();
  };
  const run = async (job: Parameters<ExportRunner["enqueue"]>[0], plan: ExportPlan) => {
    if (!(await jobs.start(job.id, now()))) return;
    const file = exportFile(deps.exportsDir, job.id, job.format);
    const part = `${file}.part`;
    try {
      mkdirSync(deps.exportsDir, { recursive: true });
      let written = 0;
      const table = plan.table(job.locale);
      await stillOpen(job.accountId);
      const pages = counted(table.pages, async (rows) => {
        written += rows;
        await jobs.progress(job.id, written, now());
        await stillOpen(job.accountId);
      });
      await pipeline(exportStream({ ...table, pages }, job.format), createWriteStream(part));
      renameSync(part, file);
      await jobs.finish(job.id, written, statSync(file).size, now());
    } catch (error) {
      rmSync(part, { force: true });
      if (error instanceof AccountClosed)
        return void (await jobs.fail(job.id, "exports.failed.accountClosed", now()));
      deps.log.error(`export ${job.id} failed`, error);
      await jobs.fail(job.id, "exports.failed.error", now());
    }
  };
  return {
    enqueue: (job, plan) => {
      pending.add(job.id);
      beating();
      queue = queue
        .then(() => run(job, plan))
        .catch((error) => deps.log.error("export runner", error))
        .finally(() => {
          pending.delete(job.id);
          beating();
        });
    },
    idle: () => queue,
  };
};
