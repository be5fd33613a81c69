// The send-code calls (sendVerifyCode, sendChannelCode): the captcha first, then the
// address, then the resend limits; the code goes out by mail or text message.

import { DESIGNED_CODES, ERROR_CODES } from "@portolan/core";
import type { CodeChannel } from "../../accounts/verification/verification-codes-port.ts";
import type { RequestContext } from "../../http/handler.ts";
import { emptySuccess, failure, type Reply } from "../../http/reply.ts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import type { CodeService } from "./code-service.ts";
import { targetIssue } from "./code-target.ts";

export interface SendCodeInput {
  readonly channel: CodeChannel;
  readonly target: string;
  /** The solved captcha challenge's payload. */
  readonly captcha: string;
  readonly purpose?: "register";
}

const FREQUENT = {
  email: [ERROR_CODES.FREQUENT_EMAIL_CODES, "errors.code.frequentEmailCodes"],
  mobile: [ERROR_CODES.FREQUENT_MOBILE_CODES, "errors.code.frequentMobileCodes"],
} as const;

/**
 * The calls answer an empty envelope (data null). The handler type reads the data of an envelope
 * whose `data` is optional as `never`, hence the cast (reported to the lead).
 */

export const sendCodeHandler =
  (captcha: CaptchaChecker, codes: CodeService, isRegistered: (email: string) => Promise<boolean>) =>
  async (input: SendCodeInput, ctx: RequestContext): Promise<Reply<null>> => {
    if (!(await captcha.check(input.captcha, ctx.now)))
      return failure(DESIGNED_CODES.CAPTCHA_INCORRECT, "errors.captcha.incorrect");
    const issue = targetIssue(input.channel, input.target);
    if (issue !== undefined)
      return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters", { issues: [issue] });
    const registered =
      input.purpose === "register" && input.channel === "email" && (await isRegistered(input.target.trim()));
    const outcome = await codes.send({
      channel: input.channel,
      target: input.target,
      ip: ctx.ip,
      now: ctx.now,
      locale: ctx.locale,
      ...(registered ? { mail: "alreadyRegistered" as const } : {}),
    });
    if (outcome === "too-frequent") {
      const [code, messageId] = FREQUENT[input.channel];
      return failure(code, messageId);
    }
    if (outcome === "failed")
      return failure(ERROR_CODES.CODE_SENDING_FAILED, "errors.code.codeSendingFailed");
    return emptySuccess();
  };
