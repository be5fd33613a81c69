// The console's basic-info page: read, and update nickname, department, phone and email. A new
// email needs the code sent to that address (20008 otherwise).

import type { Api } from "@portolan/contracts";
import { basicInfoIssues, ERROR_CODES, needsEmailCode } from "@portolan/core";
import type { EndpointHandler } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import { toBasicInfo } from "./account-view.ts";
import type { AuthEnv } from "./auth-env.ts";
import { basicInfoChange } from "./basic-info-rules.ts";
import { callerAccount, notSignedIn } from "./identity.ts";

export const getBasicInfoHandler =
  (env: AuthEnv): EndpointHandler<Api["getBasicInfo"]> =>
  async (_request, ctx) => {
    const account = await callerAccount(env, ctx);
    return account === undefined ? notSignedIn : success(toBasicInfo(account));
  };

export const updateBasicInfoHandler =
  (env: AuthEnv): EndpointHandler<Api["updateBasicInfo"]> =>
  async ({ body }, ctx) => {
    const account = await callerAccount(env, ctx);
    if (account === undefined) return notSignedIn;
    const issues = basicInfoIssues(body);
    if (issues.length > 0)
      return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters", { issues });
    const change = basicInfoChange(body, account.email);
    if (needsEmailCode(change.email, account.email)) {
      const code = body.emailCode?.trim() ?? "";
      const check =
        code === "" || change.email === undefined
          ? "none"
          : await env.codes.verify("email", change.email, code, ctx.now);
      if (check !== "ok") return failure(ERROR_CODES.VERIFICATION_CODE_ERROR, "errors.code.verificationCode");
    }
    if ((await env.accounts.updateBasicInfo(account.id, change)) === "emailTaken")
      return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters", {
        issues: [{ field: "email", message: "validation.email.registered" }],
      });
    const updated = await env.accounts.findById(account.id);
    return updated === undefined ? notSignedIn : success(toBasicInfo(updated));
  };
