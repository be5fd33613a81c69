// The image captcha: drawn from the text source, kept as a hash of its answer, single use and
// expiring; answers compare trimmed and case-insensitively (decision D56).

import { createHash, timingSafeEqual } from "node:crypto";
import type { CaptchaAnswer, CaptchaChallenge } from "@portolan/contracts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import type { CaptchaTextSource } from "../../ports/captcha-text.ts";
import type { Random } from "../../ports/runtime.ts";
import type { CaptchaStore } from "../../ports/verification-captcha-store.ts";
import { captchaDataUrl, drawCaptcha } from "./captcha-svg.ts";
import { CAPTCHA_TTL_MS } from "./verification-policy.ts";

export interface CaptchaService extends CaptchaChecker {
  readonly create: (now: number) => Promise<CaptchaChallenge>;
}

const answerHash = (id: string, answer: string): string =>
  createHash("sha256").update(`${id}\n${answer.trim().toUpperCase()}`).digest("hex");

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const createCaptchaService = (deps: {
  readonly store: CaptchaStore;
  readonly text: CaptchaTextSource;
  readonly random: Random;
}): CaptchaService => ({
  create: async (now) => {
    const id = deps.random.token(16);
    const text = deps.text.next();
    await deps.store.save(id, { answerHash: answerHash(id, text), expiresAt: now + CAPTCHA_TTL_MS }, now);
    return { id, image: captchaDataUrl(drawCaptcha(text, deps.random)) };
  },
  check: async (answer: CaptchaAnswer, now) => {
    if (answer.id === "") return false;
    const stored = await deps.store.take(answer.id);
    if (stored === undefined || now >= stored.expiresAt) return false;
    return sameHash(stored.answerHash, answerHash(answer.id, answer.answer));
  },
});
