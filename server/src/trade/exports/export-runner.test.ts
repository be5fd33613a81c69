// The runner over a real SQLite account storage: a job is written a page at a time with its rows counted, the
// file renamed into place when whole; a table that fails midway leaves no file and a failed job with
// its reason; jobs waiting in the queue give signs of life; an account closed while its export runs
// stops it at the next page.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newAccount } from "../../accounts/conformance/fixture.ts";
import { openSqliteAccountStorage } from "../../accounts/open-account-storage.ts";
import { createExportRunner, exportFile } from "./export-runner.ts";
import type { ExportPlan } from "./export-tables.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "portolan-runner-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const setUp = (access: () => "open" | "frozen" | "cancelled" = () => "open") => {
  const storage = openSqliteAccountStorage(":memory:");
  // The first account of a fresh store: id 1.
  const account = storage.accounts.create(newAccount());
  const jobs = storage.exportJobs;
  const errors: string[] = [];
  let t = 1_000;
  const runner = createExportRunner(jobs, {
    exportsDir: dir,
    clock: { now: () => t++ },
    log: { info: () => {}, error: (m) => errors.push(m) },
    gate: async () => access(),
  });
  const make = async () => {
    const made = await account;
    if (!made.ok || made.id !== 1) throw new Error("account 1");
    const job = await jobs.createIfUnder(
      {
        accountId: 1,
        subject: { kind: "search", query: { datasets: "IMP_USA_BL_SEA" } },
        format: "csv",
        locale: "en",
        rowsExpected: 3,
        matches: 3,
        fileName: "f.csv",
        at: 0,
      },
      10,
    );
    if (job === "full") throw new Error("room for ten");
    return job;
  };
  return { jobs, runner, errors, make };
};

const plan = (pages: (() => readonly string[][])[]): ExportPlan => ({
  rowsExpected: 3,
  matches: 3,
  table: () => ({
    sheet: "S",
    headings: ["A"],
    pages: (async function* () {
      for (const page of pages) yield page();
    })(),
  }),
});

describe("the export runner", () => {
  it("writes the file page by page, counting the rows, and marks the job done with its size", async () => {
    const { jobs, runner, make } = setUp();
    const job = await make();
    runner.enqueue(job, plan([() => [["=1"], ["b"]], () => [["c"]]]));
    await runner.idle();
    const done = await jobs.find(1, job.id);
    expect(done).toMatchObject({ status: "done", rowsWritten: 3, reason: null });
    const text = readFileSync(exportFile(dir, job.id, "csv"), "utf8");
    expect(text).toBe("\uFEFFA\r\n'=1\r\nb\r\nc\r\n");
    expect(done?.bytes).toBe(Buffer.byteLength(text));
  });

  it("fails a job whose table fails midway, leaving no file", async () => {
    const { jobs, runner, errors, make } = setUp();
    const job = await make();
    runner.enqueue(
      job,
      plan([
        () => [["a"]],
        () => {
          throw new Error("store gone");
        },
      ]),
    );
    await runner.idle();
    expect(await jobs.find(1, job.id)).toMatchObject({ status: "failed", reason: "exports.failed.error" });
    expect(existsSync(exportFile(dir, job.id, "csv"))).toBe(false);
    expect(existsSync(`${exportFile(dir, job.id, "csv")}.part`)).toBe(false);
    expect(errors).toEqual([`export ${job.id} failed`]);
  });

  it("does not run a job that was failed before its turn", async () => {
    const { jobs, runner, make } = setUp();
    const job = await make();
    await jobs.fail(job.id, "exports.failed.interrupted", 5);
    runner.enqueue(job, plan([() => [["a"]]]));
    await runner.idle();
    expect(await jobs.find(1, job.id)).toMatchObject({
      status: "failed",
      reason: "exports.failed.interrupted",
    });
    expect(existsSync(exportFile(dir, job.id, "csv"))).toBe(false);
  });

  it("stops a running export when its account is frozen, and keeps no file", async () => {
    let access: "open" | "frozen" = "open";
    const { jobs, runner, errors, make } = setUp(() => access);
    const job = await make();
    const second = () => {
      // The operator freezes the account while the first page is being written.
      access = "frozen";
      return [["b"]];
    };
    let thirdRead = false;
    runner.enqueue(
      job,
      plan([
        () => [["a"]],
        second,
        () => {
          thirdRead = true;
          return [["c"]];
        },
      ]),
    );
    await runner.idle();
    expect(await jobs.find(1, job.id)).toMatchObject({
      status: "failed",
      reason: "exports.failed.accountClosed",
    });
    expect(thirdRead).toBe(false);
    expect(existsSync(exportFile(dir, job.id, "csv"))).toBe(false);
    expect(existsSync(`${exportFile(dir, job.id, "csv")}.part`)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("does not start an export of an account cancelled before its turn", async () => {
    const { jobs, runner, make } = setUp(() => "cancelled");
    const job = await make();
    runner.enqueue(job, plan([() => [["a"]]]));
    await runner.idle();
    expect(await jobs.find(1, job.id)).toMatchObject({ reason: "exports.failed.accountClosed" });
    expect(existsSync(exportFile(dir, job.id, "csv"))).toBe(false);
  });
});
