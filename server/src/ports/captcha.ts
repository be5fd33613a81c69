// The image captcha, as other areas check it: single use, expiring, case-insensitive.

import type { CaptchaAnswer } from "@portolan/contracts";

export interface CaptchaChecker {
  /** True once for a live captcha answered right; the captcha is spent either way. */
  readonly check: (answer: CaptchaAnswer, now: number) => Promise<boolean>;
}
