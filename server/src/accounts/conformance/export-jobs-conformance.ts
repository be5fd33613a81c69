// The export jobs on every engine (issue 15 "Exports"): the quota of exports under way held when
// requests come at once on two providers, and every change of state a compare-and-set on the status,
// so a job two runners take at once starts once and a finished job never fails.
import { describe, expect, it } from "vitest";
import type { NewExportJob, StoredExportJob } from "../export-jobs/export-jobs-port.ts";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { withStorage } from "./with-storage.ts";

const job = (accountId: number, at = T0): NewExportJob => ({
  accountId,
  subject: { kind: "search", query: { datasets: "IMP_USA_BL_SEA", keyword: "Ünïcode 货物" } },
  format: "xlsx",
  locale: "zh",
  rowsExpected: 30,
  matches: 4_000_000_000,
  fileName: "search.xlsx",
  at,
});

const made = async (p: Promise<StoredExportJob | "full">) => {
  const j = await p;
  if (j === "full") throw new Error("export refused");
  return j;
};

export const exportJobsConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: export jobs`, () => {
    const storage = withStorage(open);

    it("queues a job as written and reads it back only for its account", async () => {
      const s = storage();
      const [a, b] = [await addAccount(s), await addAccount(s)];
      const { at: _at, ...asked } = job(a);
      const j = await made(s.exportJobs.createIfUnder(job(a), 3));
      expect(j).toMatchObject({
        ...asked,
        status: "queued",
        reason: null,
        rowsWritten: 0,
        bytes: null,
        createdAt: T0,
        heartbeatAt: T0,
        finishedAt: null,
      });
      expect(await s.exportJobs.find(a, j.id)).toEqual(j);
      expect(await s.exportJobs.find(b, j.id)).toBeUndefined();
      const second = await made(s.exportJobs.createIfUnder(job(a, T0 + 1), 3));
      expect((await s.exportJobs.ofAccount(a, 10)).map((x) => x.id)).toEqual([second.id, j.id]);
      expect((await s.exportJobs.ofAccount(a, 1)).map((x) => x.id)).toEqual([second.id]);
      expect(await s.exportJobs.ofAccount(b, 10)).toEqual([]);
    });

    it("never queues more than the max under way when requests come at once on two providers", async () => {
      const s = storage();
      const handles = [s, await storage.another()];
      const [a, b] = [await addAccount(s), await addAccount(s)];
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => handles[i % 2]?.exportJobs.createIfUnder(job(a), 2)),
      );
      expect(results.filter((r) => r !== "full")).toHaveLength(2);
      expect(results.filter((r) => r === "full")).toHaveLength(6);
      expect(await s.exportJobs.unfinished()).toHaveLength(2);
      // Another account has its own quota; a finished export frees a place.
      expect(await s.exportJobs.createIfUnder(job(b), 2)).not.toBe("full");
      const [first] = await s.exportJobs.ofAccount(a, 10);
      await s.exportJobs.fail(first?.id ?? 0, "exports.failed.interrupted", T0 + 1);
      expect(await s.exportJobs.createIfUnder(job(a), 2)).not.toBe("full");
      expect(await s.exportJobs.createIfUnder(job(a), 2)).toBe("full");
    });

    it("starts a job once when runners on two providers take it at once", async () => {
      const s = storage();
      const handles = [s, await storage.another()];
      const id = await addAccount(s);
      const j = await made(s.exportJobs.createIfUnder(job(id), 3));
      const started = await Promise.all(
        Array.from({ length: 6 }, (_, i) => handles[i % 2]?.exportJobs.start(j.id, T0 + 10 + i)),
      );
      expect(started.filter((x) => x === true)).toHaveLength(1);
      expect((await s.exportJobs.find(id, j.id))?.status).toBe("running");
    });

    it("records progress and a finish once; a finished job neither fails nor restarts", async () => {
      const s = storage();
      const id = await addAccount(s);
      const j = await made(s.exportJobs.createIfUnder(job(id), 3));
      await s.exportJobs.finish(j.id, 3, 100, T0 + 1);
      expect((await s.exportJobs.find(id, j.id))?.status).toBe("queued");
      await s.exportJobs.heartbeat(j.id, T0 + 2);
      expect(await s.exportJobs.start(j.id, T0 + 3)).toBe(true);
      await s.exportJobs.progress(j.id, 10, T0 + 4);
      expect(await s.exportJobs.find(id, j.id)).toMatchObject({ rowsWritten: 10, heartbeatAt: T0 + 4 });
      await s.exportJobs.finish(j.id, 30, 5_000_000_000, T0 + 5);
      const done = await s.exportJobs.find(id, j.id);
      expect(done).toMatchObject({
        status: "done",
        rowsWritten: 30,
        bytes: 5_000_000_000,
        finishedAt: T0 + 5,
      });
      expect(await s.exportJobs.fail(j.id, "exports.failed.interrupted", T0 + 6)).toBe(false);
      expect(await s.exportJobs.start(j.id, T0 + 6)).toBe(false);
      await s.exportJobs.heartbeat(j.id, T0 + 7);
      expect(await s.exportJobs.find(id, j.id)).toEqual(done);
      expect(await s.exportJobs.unfinished()).toEqual([]);
    });

    it("fails an unfinished job once with its reason, lists finished ones by time and removes them", async () => {
      const s = storage();
      const other = await storage.another();
      const id = await addAccount(s);
      const queued = await made(s.exportJobs.createIfUnder(job(id), 3));
      const running = await made(s.exportJobs.createIfUnder(job(id), 3));
      await s.exportJobs.start(running.id, T0);
      expect((await s.exportJobs.unfinished()).map((x) => x.id)).toEqual([queued.id, running.id]);
      const failed = await Promise.all([
        s.exportJobs.fail(queued.id, "exports.failed.interrupted", T0 + 10),
        other.exportJobs.fail(queued.id, "exports.failed.other", T0 + 11),
      ]);
      expect(failed.filter(Boolean)).toHaveLength(1);
      expect(await s.exportJobs.start(queued.id, T0 + 12)).toBe(false);
      expect(await s.exportJobs.fail(running.id, "exports.failed.interrupted", T0 + 20)).toBe(true);
      expect(await s.exportJobs.find(id, running.id)).toMatchObject({
        status: "failed",
        reason: "exports.failed.interrupted",
        finishedAt: T0 + 20,
      });
      expect((await s.exportJobs.finishedBefore(T0 + 15)).map((x) => x.id)).toEqual([queued.id]);
      expect((await s.exportJobs.finishedBefore(T0 + 21)).map((x) => x.id)).toEqual([queued.id, running.id]);
      await s.exportJobs.remove(queued.id);
      expect(await s.exportJobs.find(id, queued.id)).toBeUndefined();
      expect((await s.exportJobs.finishedBefore(T0 + 21)).map((x) => x.id)).toEqual([running.id]);
    });
  });
