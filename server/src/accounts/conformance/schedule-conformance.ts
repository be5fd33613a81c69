import { describe, expect, it } from "vitest";
import { type OpenStorage, T0 } from "./fixture.ts";
import { withStorage } from "./with-storage.ts";

const HOUR = 3_600_000;

export const scheduleConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: scheduled runs`, () => {
    const storage = withStorage(open);

    it("gives a job's run once per period, and each job its own", async () => {
      const runs = storage().scheduledRuns;
      expect(await runs.claim("alert-check", T0, HOUR)).toBe(true);
      expect(await runs.claim("alert-check", T0 + HOUR - 1, HOUR)).toBe(false);
      expect(await runs.claim("dormancy", T0 + 1, HOUR)).toBe(true);
      expect(await runs.claim("alert-check", T0 + HOUR, HOUR)).toBe(true);
      expect(await runs.claim("alert-check", T0 + HOUR + 5, HOUR)).toBe(false);
    });

    it("of many processes asking at once, exactly one takes the run", async () => {
      const handles = [storage(), await storage.another()];
      for (const at of [T0, T0 + HOUR]) {
        const taken = await Promise.all(
          Array.from({ length: 10 }, (_, i) => handles[i % 2]?.scheduledRuns.claim("alert-check", at, HOUR)),
        );
        expect(taken.filter((t) => t === true)).toHaveLength(1);
      }
    });
  });
