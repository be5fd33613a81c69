// The verification store keeps hashes only, and checks the limits against what it recorded.
import { describe, expect, it } from "vitest";
import type { SendLimits } from "../../ports/verification-store.ts";
import { openDatabase } from "./database.ts";
import { sqliteCaptchaStore } from "./verification-captcha-store.ts";
import { sqliteVerificationStore } from "./verification-store.ts";

const limits: SendLimits = { countdownMs: 60_000, windowMs: 3_600_000, maxPerTarget: 2, maxPerIp: 3 };
const reservation = (target: string, now: number, ip = "1.1.1.1") => ({
  channel: "email" as const,
  target,
  ip,
  now,
  codeHash: `hash-of-${target}-${now}`,
  expiresAt: now + 600_000,
  limits,
});

describe("the SQLite verification store", () => {
  it("stores the hash it is given, never anything else of the code", async () => {
    const db = openDatabase(":memory:");
    await sqliteVerificationStore(db).reserveSend(reservation("a@x.example", 1000));
    expect(
      db.prepare("SELECT channel, target, code_hash, wrong_guesses FROM verification_codes").all(),
    ).toEqual([
      { channel: "email", target: "a@x.example", code_hash: "hash-of-a@x.example-1000", wrong_guesses: 0 },
    ]);
  });

  it("refuses by countdown, then by the hourly count per address, then per IP", async () => {
    const store = sqliteVerificationStore(openDatabase(":memory:"));
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
    const store = sqliteVerificationStore(openDatabase(":memory:"));
    const first = await store.reserveSend(reservation("a@x.example", 0));
    if (!first.ok) throw new Error("reserved");
    await store.releaseSend(first.sendId, "email", "a@x.example");
    const attempt = {
      channel: "email" as const,
      target: "a@x.example",
      candidateHash: "hash-of-a@x.example-0",
      now: 1,
      maxWrongGuesses: 5,
    };
    expect(await store.attemptCode(attempt)).toBe("none");
    expect(await store.reserveSend(reservation("a@x.example", 1))).toMatchObject({ ok: true });
  });

  it("spends a captcha challenge once, and forgets spent ones after they expire", async () => {
    const db = openDatabase(":memory:");
    const captchas = sqliteCaptchaStore(db);
    expect(await captchas.spend("old", 100, 0)).toBe(true);
    expect(await captchas.spend("old", 100, 50)).toBe(false);
    expect(await captchas.spend("new", 500, 100)).toBe(true);
    expect(db.prepare("SELECT nonce FROM captchas_spent").all()).toEqual([{ nonce: "new" }]);
    expect(await captchas.spend("new", 500, 499)).toBe(false);
  });

  it("keeps one random signing key, the same on every read", () => {
    const db = openDatabase(":memory:");
    const key = sqliteCaptchaStore(db).signingKey();
    expect(key).toHaveLength(32);
    expect(sqliteCaptchaStore(db).signingKey()).toEqual(key);
    expect(sqliteCaptchaStore(openDatabase(":memory:")).signingKey()).not.toEqual(key);
  });
});
