// Verification codes (email and mobile), the image captcha and the mail outbox.
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import type { Mailer } from "../../ports/mailer.ts";
import type { VerificationCodes } from "../../ports/verification-codes.ts";

export interface VerificationArea {
  readonly handlers: Partial<Pick<Handlers, "sendVerifyCode" | "sendChannelCode" | "getCaptcha">>;
  readonly captcha: CaptchaChecker;
  readonly codes: VerificationCodes;
}

export const createVerificationArea = (_deps: AppDeps, _mailer: Mailer): VerificationArea => ({
  handlers: {},
  captcha: { check: async () => false },
  codes: { verify: async () => "none" },
});
