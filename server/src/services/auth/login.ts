// Sign in with email or account name, password and the captcha. An unknown login and a wrong
// password answer alike and cost alike. No lockout (D159): after a few failures each further
// attempt on that login waits longer (core's loginWaitSeconds), the owner is mailed once per run,
// and a browser that signed in to the account before is never slowed. Failures from one client
// address slow its other sign-ins too, never refuse them (D284, login-address.ts).

import type { Api } from "@portolan/contracts";
import {
  DESIGNED_CODES,
  isNoticeFailure,
  keepsAccountOut,
  LOGIN_FAILURE_WINDOW_MS,
  loginWaitSeconds,
} from "@portolan/core";
import type { StoredAccount } from "../../accounts/accounts/accounts-port.ts";
import type { EndpointHandler } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import { statusOf } from "./account-view.ts";
import type { AuthEnv } from "./auth-env.ts";
import { sessionOf } from "./entitlements-of.ts";
import { admitFromAddress } from "./login-address.ts";
import { loginNoticeMail } from "./login-notice.ts";
import { verifyPassword } from "./password-hash.ts";
import { hashToken } from "./session-store.ts";

const DEVICE_TOKEN_BYTES = 32;

/** Failures count per account when the login names one, else per login text (unknown logins alike). */
export const failureKeyOf = (login: string, account: StoredAccount | undefined): string =>
  account === undefined ? `login:${login.trim().toLowerCase()}` : `account:${account.id}`;

export const loginHandler =
  (env: AuthEnv): EndpointHandler<Api["login"]> =>
  async ({ body }, ctx) => {
    if (!(await env.captcha.check(body.captcha, ctx.now)))
      return failure(DESIGNED_CODES.CAPTCHA_INCORRECT, "errors.captcha.incorrect");
    const account = body.login.trim() === "" ? undefined : await env.accounts.findByLogin(body.login);
    const key = failureKeyOf(body.login, account);
    const device = ctx.deviceToken === undefined ? undefined : hashToken(ctx.deviceToken);
    const known =
      account !== undefined && device !== undefined && (await env.devices.isKnown(account.id, device));
    if (!known) {
      const run = await env.attempts.failuresSince(key, ctx.now - LOGIN_FAILURE_WINDOW_MS);
      const seconds = loginWaitSeconds(run, ctx.now);
      if (seconds > 0)
        return failure(DESIGNED_CODES.LOGIN_WAIT, "errors.login.wait", { params: { seconds } });
    }
    const admitted = await admitFromAddress(env, ctx.ip, known, ctx.now);
    if (!admitted.ok)
      return failure(DESIGNED_CODES.LOGIN_WAIT, "errors.login.wait", {
        params: { seconds: admitted.seconds },
      });
    const matches = await verifyPassword(body.password, account?.passwordHash ?? (await env.dummyHash()));
    if (account === undefined || !matches) {
      await env.attempts.recordFailure(key, ctx.now);
      const run = await env.attempts.failuresSince(key, ctx.now - LOGIN_FAILURE_WINDOW_MS);
      if (account?.email !== undefined && isNoticeFailure(run.count))
        await env.mailer
          .send(loginNoticeMail(account.email, account.account, ctx.locale))
          .catch((e: unknown) => env.deps.log.error("login notice could not be mailed", e));
      return failure(DESIGNED_CODES.LOGIN_FAILED, "errors.login.failed");
    }
    await env.attempts.release([admitted.id]);
    await env.attempts.clear(key);
    const status = await statusOf(account, env.services, ctx.now);
    if (status.kind === "cancelled")
      return failure(DESIGNED_CODES.ACCOUNT_CANCELLED, "errors.account.cancelled");
    if (keepsAccountOut(status)) return failure(DESIGNED_CODES.ACCOUNT_FROZEN, "errors.account.frozen");
    const token = ctx.deviceToken ?? env.deps.random.token(DEVICE_TOKEN_BYTES);
    await env.devices.remember(account.id, hashToken(token), ctx.now);
    await env.attempts.recordSignIn(ctx.ip, account.id, ctx.now);
    if (ctx.deviceToken === undefined) ctx.setDeviceToken(token);
    await env.accounts.recordLogin(account.id, ctx.now);
    await env.sessions.start(account.id, ctx);
    return success(await sessionOf(env, account, ctx.now));
  };
