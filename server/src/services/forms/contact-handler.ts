// Contact us (spec §7): every field required (core), then the captcha, then the message is
// kept and mailed.

import type { ContactBody } from "@portolan/contracts";
import { DESIGNED_CODES, ERROR_CODES, validateContactForm } from "@portolan/core";
import type { RequestContext } from "../../http/handler.ts";
import { emptySuccess, failure, type Reply } from "../../http/reply.ts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import { confirmationMail, salesNotification } from "./form-mails.ts";
import { type FormsDeps, recordSubmission } from "./record-submission.ts";

export const contactHandler =
  (deps: FormsDeps, captcha: CaptchaChecker) =>
  async ({ body }: { readonly body: ContactBody }, ctx: RequestContext): Promise<Reply<null>> => {
    const issues = validateContactForm(body);
    if (issues.length > 0)
      return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters", { issues });
    if (!(await captcha.check(body.captcha, ctx.now)))
      return failure(DESIGNED_CODES.CAPTCHA_INCORRECT, "errors.captcha.incorrect");
    const payload = {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: body.email.trim(),
      subject: body.subject.trim(),
      message: body.message.trim(),
    };
    const name = `${payload.firstName} ${payload.lastName}`;
    await recordSubmission(
      deps,
      { kind: "contact", payload, locale: ctx.locale, ip: ctx.ip, createdAt: ctx.now },
      (s) => [
        salesNotification(deps.salesEmail, s, `${name} <${payload.email}>`),
        confirmationMail("contact", ctx.locale, payload.email, name, payload.subject),
      ],
    );
    return emptySuccess();
  };
