// Submit form (spec §7): the request-a-demo dialog. Core's checks in the spec's order (the first
// failure answers 10001), then the emailed code (20008), then the request is kept and mailed.

import type { SubmitFormBody } from "@portolan/contracts";
import {
  type DemoRequestValues,
  demoRequestPayload,
  demoRequestSubmitIssue,
  ERROR_CODES,
  type FieldIssue,
} from "@portolan/core";
import type { VerificationCodes } from "../../accounts/verification/verification-codes-port.ts";
import type { RequestContext } from "../../http/handler.ts";
import { emptySuccess, failure, type Reply } from "../../http/reply.ts";
import { normaliseTarget } from "../verification/code-target.ts";
import { confirmationMail, salesNotification } from "./form-mails.ts";
import { type FormsDeps, recordSubmission } from "./record-submission.ts";

const wrongParameters = (issue: FieldIssue) =>
  failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters", { issues: [issue] });

export const demoFormHandler =
  (deps: FormsDeps, codes: VerificationCodes) =>
  async ({ body }: { readonly body: SubmitFormBody }, ctx: RequestContext): Promise<Reply<null>> => {
    const f = body.formData;
    const values: DemoRequestValues = {
      fullName: f.name,
      companyName: f.company,
      jobTitle: f.job,
      email: f.email,
      captcha: body.captcha,
      Phone: f.mobile,
      country: f.country,
      interested: f.interested,
      message: f.message ?? "",
    };
    const issue = demoRequestSubmitIssue(values);
    if (issue !== undefined) return wrongParameters(issue);
    if (normaliseTarget("email", body.email) !== normaliseTarget("email", f.email))
      return wrongParameters({ field: "email", message: "validation.email.invalid" });
    const check = await codes.verify("email", body.email, body.captcha, ctx.now);
    if (check !== "ok") return failure(ERROR_CODES.VERIFICATION_CODE_ERROR, "errors.code.verificationCode");
    const payload = demoRequestPayload(values);
    const locale = body.serviceName;
    await recordSubmission(deps, { kind: "demo", payload, locale, ip: ctx.ip, createdAt: ctx.now }, (s) => [
      salesNotification(deps.salesEmail, s, `${payload.name} (${payload.company})`),
      confirmationMail("demo", locale, payload.email, payload.name),
    ]);
    return emptySuccess();
  };
