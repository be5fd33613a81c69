// The captcha, as other areas check it: a solved proof-of-work challenge (D279), single use and
// expiring.

import type { CaptchaAnswer } from "@portolan/contracts";

export interface CaptchaChecker {
  /** True once for a live challenge solved right; a used one is refused after that. */
  readonly check: (payload: CaptchaAnswer, now: number) => Promise<boolean>;
}
