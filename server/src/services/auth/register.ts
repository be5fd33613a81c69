// Registration (the purchase form, spec §3/§5) with the code mailed to the address first: the new
// main account is signed in. Nobody learns whether an address is registered without the code sent to
// it (decision: server-auth, "An email that already has an account").

import type { Api } from "@portolan/contracts";
import { DESIGNED_CODES, ERROR_CODES, NO_OWNERSHIP, validatePurchaseForm } from "@portolan/core";
import type { NewAccount } from "../../accounts/accounts/accounts-port.ts";
import type { EndpointHandler } from "../../http/handler.ts";
import { type Failure, failure, success } from "../../http/reply.ts";
import { toSession } from "./account-view.ts";
import type { AuthEnv } from "./auth-env.ts";

const emailRegistered: Failure = failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters", {
  issues: [{ field: "email", message: "validation.email.registered" }],
});

/** A main account with nothing granted: level 0, member, no permissions, tier NORMAL, no data sets. */
export const newMainAccount = (
  fields: { readonly firstName: string; readonly lastName: string; readonly email: string },
  passwordHash: string,
  now: number,
): NewAccount => ({
  account: fields.email,
  email: fields.email,
  nickname: `${fields.firstName} ${fields.lastName}`,
  firstName: fields.firstName,
  lastName: fields.lastName,
  level: 0,
  accountType: "member",
  roles: [],
  permissions: {},
  membership: 0,
  customsDataSource: NO_OWNERSHIP,
  oemDomains: [],
  passwordHash,
  lifecycle: {},
  createdAt: now,
});

export const registerHandler =
  (env: AuthEnv): EndpointHandler<Api["register"]> =>
  async ({ body }, ctx) => {
    const issues = validatePurchaseForm({
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      password: body.password,
      termsAgreed: body.terms,
      captcha: body.captcha,
    });
    if (issues.length > 0)
      return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters", { issues });
    if (!(await env.captcha.check(body.captcha, ctx.now)))
      return failure(DESIGNED_CODES.CAPTCHA_INCORRECT, "validation.purchase.captchaIncorrect");
    const email = body.email.trim();
    const code = body.emailCode.trim();
    const check = code === "" ? "none" : await env.codes.verify("email", email, code, ctx.now);
    if (check !== "ok") return failure(ERROR_CODES.VERIFICATION_CODE_ERROR, "errors.code.verificationCode");
    if ((await env.accounts.findByEmail(email)) !== undefined) return emailRegistered;
    const fields = { firstName: body.firstName.trim(), lastName: body.lastName.trim(), email };
    let account = newMainAccount(fields, await env.hash(body.password), ctx.now);
    let created = await env.accounts.create(account);
    // The email is free but an account already bears it as its name (it changed its email since).
    if (!created.ok && created.conflict === "account") {
      account = { ...account, account: `${email}-${env.deps.random.digits(6)}` };
      created = await env.accounts.create(account);
    }
    if (!created.ok) return emailRegistered;
    await env.accounts.recordLogin(created.id, ctx.now);
    await env.sessions.start(created.id, ctx);
    return success(toSession({ ...account, id: created.id, lastLoginAt: ctx.now }));
  };
