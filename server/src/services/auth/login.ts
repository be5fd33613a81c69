// Sign in with email or account name, password and the image captcha. An unknown login and a wrong
// password answer alike and cost alike; attempts are limited per login and per address.

import type { Api } from "@portolan/contracts";
import { DESIGNED_CODES } from "@portolan/core";
import type { EndpointHandler } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import { keepsOut, statusOf } from "./account-view.ts";
import type { AuthEnv } from "./auth-env.ts";
import { sessionOf } from "./entitlements-of.ts";
import { verifyPassword } from "./password-hash.ts";

/** Failed logins allowed per login and per client address within the window (decision: server-auth). */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_PER_LOGIN = 5;
export const LOGIN_MAX_PER_IP = 20;

export const loginKeyOf = (login: string) => `login:${login.trim().toLowerCase()}`;

export const loginHandler =
  (env: AuthEnv): EndpointHandler<Api["login"]> =>
  async ({ body }, ctx) => {
    if (!(await env.captcha.check(body.captcha, ctx.now)))
      return failure(DESIGNED_CODES.CAPTCHA_INCORRECT, "errors.captcha.incorrect");
    const loginKey = loginKeyOf(body.login);
    const reserved = await env.attempts.reserve(
      [
        { key: loginKey, max: LOGIN_MAX_PER_LOGIN },
        { key: `ip:${ctx.ip}`, max: LOGIN_MAX_PER_IP },
      ],
      ctx.now - LOGIN_WINDOW_MS,
      ctx.now,
    );
    if (!reserved.ok) return failure(DESIGNED_CODES.TOO_MANY_ATTEMPTS, "errors.tooManyAttempts");
    const account = body.login.trim() === "" ? undefined : await env.accounts.findByLogin(body.login);
    const matches = await verifyPassword(body.password, account?.passwordHash ?? (await env.dummyHash()));
    if (account === undefined || !matches) return failure(DESIGNED_CODES.LOGIN_FAILED, "errors.login.failed");
    await env.attempts.release(reserved.ids);
    await env.attempts.clear(loginKey);
    const status = await statusOf(account, env.services, ctx.now);
    if (status.kind === "cancelled")
      return failure(DESIGNED_CODES.ACCOUNT_CANCELLED, "errors.account.cancelled");
    if (keepsOut(status)) return failure(DESIGNED_CODES.ACCOUNT_FROZEN, "errors.account.frozen");
    await env.accounts.recordLogin(account.id, ctx.now);
    await env.sessions.start(account.id, ctx);
    return success(await sessionOf(env, account, ctx.now));
  };
