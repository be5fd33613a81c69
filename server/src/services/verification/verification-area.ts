// Verification codes (email and mobile), the captcha (proof of work, D279) and the mail outbox.

import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import { outboxDirOf } from "../../mail/create-mailer.ts";
import { createOutboxTextMessenger } from "../../mail/outbox-mailer.ts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import type { Mailer } from "../../ports/mailer.ts";
import type { VerificationCodes } from "../../ports/verification-codes.ts";
import type { TextMessenger } from "../../ports/verification-text-messages.ts";
import { sqliteAccounts } from "../../storage/sqlite/auth-accounts.ts";
import { sqliteAttempts } from "../../storage/sqlite/auth-attempts.ts";
import { sqliteCaptchaStore } from "../../storage/sqlite/verification-captcha-store.ts";
import { sqliteVerificationStore } from "../../storage/sqlite/verification-store.ts";
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
    store: sqliteCaptchaStore(deps.db),
    random: deps.random,
    difficulty: deps.captchaDifficulty,
  });
  const codes = createCodeService({
    store: sqliteVerificationStore(deps.db),
    random: deps.random,
    mailer,
    texts,
    onSendError: (error) => deps.log.error("a verification code could not be sent", error),
  });
  const accounts = sqliteAccounts(deps.db);
  const send = sendCodeHandler(
    captcha,
    codes,
    async (email) => (await accounts.findByEmail(email)) !== undefined,
  );
  return {
    handlers: {
      getCaptcha: captchaIssueHandler(captcha, sqliteAttempts(deps.db), deps.config.captchasPerMinute),
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
