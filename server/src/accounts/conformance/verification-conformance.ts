import { describe, expect, it } from "vitest";
import type { SendLimits } from "../verification/verification-store-port.ts";
import { type OpenStorage, T0 } from "./fixture.ts";
import { atOnce, twoProviders } from "./two-providers.ts";
import { withStorage } from "./with-storage.ts";

const limits: SendLimits = { countdownMs: 60_000, windowMs: 3_600_000, maxPerTarget: 2, maxPerIp: 3 };
const reservation = (target: string, now: number, ip = "1.1.1.1") => ({
  channel: "email" as const,
  target,
  ip,
  now: T0 + now,
  codeHash: `hash-of-${target}-${now}`,
  expiresAt: T0 + now + 600_000,
  limits,
});
const guess = (target: string, candidateHash: string, now: number, maxWrongGuesses = 3) => ({
  channel: "email" as const,
  target,
  candidateHash,
  now: T0 + now,
  maxWrongGuesses,
});

export const verificationConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: verification codes and sends`, () => {
    const storage = withStorage(open);

    it("keeps the hash it is given: that hash, and nothing else, is the code", async () => {
      const s = storage();
      await s.verification.reserveSend(reservation("a@x.example", 1000));
      const rows = await s.sql.all(
        "SELECT channel, target, code_hash, wrong_guesses FROM verification_codes",
      );
      expect(rows.map((r) => ({ ...r, wrong_guesses: Number(r.wrong_guesses) }))).toEqual([
        { channel: "email", target: "a@x.example", code_hash: "hash-of-a@x.example-1000", wrong_guesses: 0 },
      ]);
      expect(await s.verification.attemptCode(guess("a@x.example", "hash-of-a@x.example-1000", 2000))).toBe(
        "ok",
      );
      expect(await s.verification.attemptCode(guess("a@x.example", "hash-of-a@x.example-1000", 2001))).toBe(
        "none",
      );
    });

    it("refuses by countdown, then by the hourly count per address, then per IP", async () => {
      const { verification: store } = storage();
      expect(await store.reserveSend(reservation("a@x.example", 0))).toMatchObject({ ok: true });
      expect(await store.reserveSend(reservation("a@x.example", 59_999))).toEqual({
        ok: false,
        reason: "countdown",
      });
      expect(await store.reserveSend(reservation("a@x.example", 60_000))).toMatchObject({ ok: true });
      expect(await store.reserveSend(reservation("a@x.example", 120_000))).toEqual({
        ok: false,
        reason: "target-hourly",
      });
      expect(await store.reserveSend(reservation("b@x.example", 120_000))).toMatchObject({ ok: true });
      expect(await store.reserveSend(reservation("c@x.example", 120_000))).toEqual({
        ok: false,
        reason: "ip-hourly",
      });
      expect(await store.reserveSend(reservation("a@x.example", 3_600_001, "2.2.2.2"))).toMatchObject({
        ok: true,
      });
    });

    it("forgets a released send and its code", async () => {
      const { verification: store } = storage();
      const first = await store.reserveSend(reservation("a@x.example", 0));
      if (!first.ok) throw new Error("reserved");
      await store.releaseSend(first.sendId, "email", "a@x.example");
      expect(await store.attemptCode(guess("a@x.example", "hash-of-a@x.example-0", 1))).toBe("none");
      expect(await store.reserveSend(reservation("a@x.example", 1))).toMatchObject({ ok: true });
    });

    it("a code is wrong a few times, then dead; it expires; a new send replaces it with a fresh count", async () => {
      const { verification: store } = storage();
      await store.reserveSend(reservation("a@x.example", 0));
      for (const at of [1, 2, 3])
        expect(await store.attemptCode(guess("a@x.example", "bad", at))).toBe("wrong");
      expect(await store.attemptCode(guess("a@x.example", "hash-of-a@x.example-0", 4))).toBe("exhausted");
      await store.reserveSend(reservation("a@x.example", 60_000));
      expect(await store.attemptCode(guess("a@x.example", "bad", 60_001))).toBe("wrong");
      expect(await store.attemptCode(guess("a@x.example", "hash-of-a@x.example-60000", 660_000))).toBe(
        "expired",
      );
      expect(await store.attemptCode(guess("a@x.example", "hash-of-a@x.example-60000", 660_001))).toBe(
        "none",
      );
    });

    it("sends asked for at once on two providers keep to the countdown and to the per-IP count", async () => {
      const on = await twoProviders(storage);
      const same = await atOnce(8, on, (p) =>
        p.verification.reserveSend(reservation("a@x.example", 0, "9.9.9.9")),
      );
      expect(same.filter((o) => o.ok)).toHaveLength(1);
      expect(same.filter((o) => !o.ok)).toEqual(Array(7).fill({ ok: false, reason: "countdown" }));
      const spread = await atOnce(8, on, (p, i) =>
        p.verification.reserveSend(reservation(`t${i}@x.example`, 10)),
      );
      expect(spread.filter((o) => o.ok)).toHaveLength(limits.maxPerIp);
    });

    it("wrong guesses made at once on two providers are all counted: exactly the allowed few are tried", async () => {
      const s = storage();
      await s.verification.reserveSend(reservation("a@x.example", 0));
      const on = await twoProviders(storage);
      const checks = await atOnce(9, on, (p, i) =>
        p.verification.attemptCode(guess("a@x.example", `bad${i}`, 1)),
      );
      expect(checks.filter((c) => c === "wrong")).toHaveLength(3);
      expect(checks.filter((c) => c === "exhausted")).toHaveLength(6);
      expect(await s.verification.attemptCode(guess("a@x.example", "hash-of-a@x.example-0", 2))).toBe(
        "exhausted",
      );
    });

    it("the right code sent to both providers at once is accepted once", async () => {
      const s = storage();
      await s.verification.reserveSend(reservation("a@x.example", 0));
      const on = await twoProviders(storage);
      const checks = await atOnce(6, on, (p) =>
        p.verification.attemptCode(guess("a@x.example", "hash-of-a@x.example-0", 1)),
      );
      expect(checks.filter((c) => c === "ok")).toHaveLength(1);
      expect(checks.filter((c) => c === "none")).toHaveLength(5);
    });
  });
