import { describe, expect, it } from "vitest";
import type { FormSubmission } from "../forms/forms-port.ts";
import { type OpenStorage, T0 } from "./fixture.ts";
import { atOnce, twoProviders } from "./two-providers.ts";
import { withStorage } from "./with-storage.ts";

const submission = (overrides: Partial<FormSubmission> = {}): FormSubmission => ({
  kind: "debt-claim",
  payload: { company: "Ship Co", amount: 1200.5, items: ["a", "b"], note: '引号 "и" ünïcode' },
  locale: "zh",
  ip: "203.0.113.7",
  createdAt: T0,
  ...overrides,
});

export const formsConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: form submissions`, () => {
    const storage = withStorage(open);

    it("stores what was sent and lists a kind's submissions newest first", async () => {
      const s = storage();
      const first = await s.forms.record(submission());
      const second = await s.forms.record(submission({ payload: { n: 2 }, createdAt: T0 + 1, locale: "ru" }));
      await s.forms.record(submission({ kind: "contact" }));
      if (!first.ok || !second.ok) throw new Error("recorded without a limit");
      expect(await s.forms.list("debt-claim")).toEqual([
        { ...submission({ payload: { n: 2 }, createdAt: T0 + 1, locale: "ru" }), id: second.id },
        { ...submission(), id: first.id },
      ]);
      expect(await s.forms.list("demo")).toEqual([]);
    });

    it("counts an address's submissions of the kind since the window's start, and refuses past the limit", async () => {
      const s = storage();
      const limit = { since: T0 + 10, max: 2 };
      // Older than the window, another kind, another address: not counted.
      await s.forms.record(submission({ createdAt: T0 + 10 }));
      await s.forms.record(submission({ kind: "contact", createdAt: T0 + 20 }));
      await s.forms.record(submission({ ip: "198.51.100.1", createdAt: T0 + 20 }));
      expect(await s.forms.record(submission({ createdAt: T0 + 11 }), limit)).toMatchObject({ ok: true });
      expect(await s.forms.record(submission({ createdAt: T0 + 12 }), limit)).toMatchObject({ ok: true });
      expect(await s.forms.record(submission({ createdAt: T0 + 13 }), limit)).toEqual({ ok: false });
      expect(
        await s.forms.record(submission({ ip: "198.51.100.1", createdAt: T0 + 13 }), limit),
      ).toMatchObject({
        ok: true,
      });
      expect(await s.forms.list("debt-claim")).toHaveLength(5);
    });

    it("lets exactly the limit through when one address sends many at once on two providers", async () => {
      const s = storage();
      const on = await twoProviders(storage);
      const limit = { since: T0 - 1, max: 3 };
      const answers = await atOnce(10, on, (h, i) =>
        h.forms.record(submission({ createdAt: T0 + i }), limit),
      );
      expect(answers.filter((a) => a.ok)).toHaveLength(3);
      expect(await s.forms.list("debt-claim")).toHaveLength(3);
      const ids = answers.flatMap((a) => (a.ok ? [a.id] : []));
      expect((await on(1).forms.list("debt-claim")).map((r) => r.id).sort()).toEqual([...ids].sort());
    });
  });
