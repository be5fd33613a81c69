// The provider's limits for codes and captchas (decision: server-verification "Codes and limits").
// The countdown is spec §9's; the others are the provider's own and live only here.

import { VERIFY_CODE_COUNTDOWN_SECONDS } from "@portolan/core";
import type { SendLimits } from "../../ports/verification-store.ts";

export const CODE_LENGTH = 6;
/** A code is valid this long after it was sent. */
export const CODE_TTL_MS = 10 * 60_000;
/** A code is dead after this many wrong guesses (even the right one is refused after that). */
export const CODE_MAX_WRONG_GUESSES = 5;
/** A captcha must be answered within this time; it is spent by its first check either way. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

export const SEND_LIMITS: SendLimits = {
  countdownMs: VERIFY_CODE_COUNTDOWN_SECONDS * 1000,
  windowMs: 60 * 60_000,
  /** Codes to one address per hour. */
  maxPerTarget: 5,
  /** Codes requested from one IP address per hour, to any addresses. */
  maxPerIp: 20,
};

/** Captcha images are counted per client address over this window. */
export const CAPTCHA_ISSUE_WINDOW_MS = 60_000;
/** Captchas issued to one address per window by default (PORTOLAN_CAPTCHAS_PER_MINUTE): a person needs a few. */
export const CAPTCHAS_PER_ADDRESS_PER_MINUTE = 30;
