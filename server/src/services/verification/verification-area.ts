// Verification codes (email and mobile), the captcha (proof of work, D279) and the mail outbox.

import type { VerificationCodes } from "../../accounts/verification/verification-codes-port.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import { outboxDirOf } from "../../mail/create-mailer.ts";
import { createOutboxTextMessenger } from "../../mail/outbox-mailer.ts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import type { Mailer } from "../../ports/mailer.ts";
import type { TextMessenger } from "../../ports/verification-text-messages.ts";
import { captchaIssueHandler } from "./captcha-issue.ts";
import { createCaptchaService } from "./captcha-service.ts";
import { createCodeService } from "./code-service.ts";
import { sendCodeHandler } from "./send-code-handler.ts";

export interface VerificationArea {
  readonly handlers: Partial<Pick<Handlers, "sendVerifyCode" | "sendChannelCode" | "getCaptcha">>;
  readonly captcha: CaptchaChecker;
  readonly codes: VerificationCodes;
}

/** `texts`: where mobile codes go; the outbox folder (marked SMS) unless given. */
export const createVerificationArea = (
  deps: AppDeps,
  mailer: Mailer,
  texts: TextMessenger = createOutboxTextMessenger(outboxDirOf(deps.config)),
): VerificationArea => {
  const captcha = createCaptchaService({
    store: deps.storage.captcha,
    random: deps.random,
    difficulty: deps.captchaDifficulty,
  });
  const codes = createCodeService({
    store: deps.storage.verification,
    random: deps.random,
    mailer,
    texts,
    onSendError: (error) => deps.log.error("a verification code could not be sent", error),
  });
  const accounts = deps.storage.accounts;
  const send = sendCodeHandler(
    captcha,
    codes,
    async (email) => (await accounts.findByEmail(email)) !== undefined,
  );
  return {
    handlers: {
      getCaptcha: captchaIssueHandler(captcha, deps.storage.attempts, deps.config.captchasPerMinute),
      sendVerifyCode: ({ body }, ctx) =>
        send(
          {
            channel: "email",
            target: body.email,
            captcha: body.captcha,
            ...(body.purpose === undefined ? {} : { purpose: body.purpose }),
          },
          ctx,
        ),
      sendChannelCode: ({ body }, ctx) => send(body, ctx),
    },
    captcha,
    codes: { verify: codes.verify },
  };
};
