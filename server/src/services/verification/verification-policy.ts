// The provider's limits for codes and captchas (decision: server-verification "Codes and limits").
// The countdown is spec §9's; the others are the provider's own and live only here.

import { VERIFY_CODE_COUNTDOWN_SECONDS } from "@portolan/core";
import type { SendLimits } from "../../accounts/verification/verification-store-port.ts";

export const CODE_LENGTH = 6;
/** A code is valid this long after it was sent. */
export const CODE_TTL_MS = 10 * 60_000;
/** A code is dead after this many wrong guesses (even the right one is refused after that). */
export const CODE_MAX_WRONG_GUESSES = 5;
/**
 * A captcha challenge must be solved and used within this time (it is issued when the person ticks
 * the box, so this covers filling the rest of a long form); it passes once.
 */
export const CAPTCHA_TTL_MS = 10 * 60_000;

/**
 * How much work a captcha asks (D280): the browser tries counters from 0 until one gives the
 * PBKDF2/SHA-256 key the server derived from a counter drawn in [counterMin, counterMax), each try
 * `cost` iterations: about 225,000 iterations on average. Measured on the 2-core machine: about
 * 0.05 s in Node, 0.2–0.5 s in Chromium's two workers (busy machine), the widget then holding the
 * tick half a second; a 1,000 × 1,000 setting took 0.6–1.9 s there.
 */
export interface CaptchaDifficulty {
  readonly cost: number;
  readonly counterMin: number;
  readonly counterMax: number;
}

export const CAPTCHA_ALGORITHM = "PBKDF2/SHA-256";
export const CAPTCHA_DIFFICULTY: CaptchaDifficulty = { cost: 500, counterMin: 200, counterMax: 700 };

export const SEND_LIMITS: SendLimits = {
  countdownMs: VERIFY_CODE_COUNTDOWN_SECONDS * 1000,
  windowMs: 60 * 60_000,
  /** Codes to one address per hour. */
  maxPerTarget: 5,
  /** Codes requested from one IP address per hour, to any addresses. */
  maxPerIp: 20,
};

/** Captcha challenges are counted per client address over this window. */
export const CAPTCHA_ISSUE_WINDOW_MS = 60_000;
