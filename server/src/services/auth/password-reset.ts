// A forgotten password (issue 13; decision D160): a link by mail with a random single-use token
// (kept hashed, 30 minutes), the same answer whether or not the address has an account, limits per
// address and per email; setting the new password ends every session of the account.

import type { Api } from "@portolan/contracts";
import { DESIGNED_CODES, ERROR_CODES, validateForgotPassword, validateNewPassword } from "@portolan/core";
import type { EndpointHandler } from "../../http/handler.ts";
import { emptySuccess, failure } from "../../http/reply.ts";
import type { PasswordResets } from "../../ports/password-resets.ts";
import type { AuthEnv } from "./auth-env.ts";
import { passwordResetMail } from "./password-reset-mail.ts";
import { hashToken } from "./session-store.ts";

export const RESET_LINK_MINUTES = 30;
const HOUR_MS = 60 * 60_000;
/** Links asked for per client address and per email address in an hour. */
export const RESETS_PER_IP_PER_HOUR = 10;
export const RESETS_PER_EMAIL_PER_HOUR = 3;
const TOKEN_BYTES = 32;

export const forgotPasswordHandler =
  (env: AuthEnv, resets: PasswordResets): EndpointHandler<Api["forgotPassword"]> =>
  async ({ body }, ctx) => {
    const issues = validateForgotPassword({ email: body.email, captcha: body.captcha.answer });
    if (issues.length > 0)
      return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters", { issues });
    if (!(await env.captcha.check(body.captcha, ctx.now)))
      return failure(DESIGNED_CODES.CAPTCHA_INCORRECT, "errors.captcha.incorrect");
    const email = body.email.trim().toLowerCase();
    const reserved = await env.attempts.reserve(
      [
        { key: `reset-ip:${ctx.ip}`, max: RESETS_PER_IP_PER_HOUR },
        { key: `reset-email:${email}`, max: RESETS_PER_EMAIL_PER_HOUR },
      ],
      ctx.now - HOUR_MS,
      ctx.now,
    );
    if (!reserved.ok) return failure(DESIGNED_CODES.TOO_MANY_ATTEMPTS, "errors.tooManyAttempts");
    const account = await env.accounts.findByEmail(email);
    if (account?.email !== undefined) {
      const token = env.deps.random.token(TOKEN_BYTES);
      await resets.create(hashToken(token), account.id, ctx.now, ctx.now + RESET_LINK_MINUTES * 60_000);
      const link = `${env.deps.config.navBases.console}/reset-password?token=${encodeURIComponent(token)}`;
      await env.mailer
        .send(passwordResetMail(account.email, link, RESET_LINK_MINUTES, ctx.locale))
        .catch((e: unknown) => env.deps.log.error("password reset mail could not be sent", e));
    }
    return emptySuccess();
  };

export const resetPasswordHandler =
  (env: AuthEnv, resets: PasswordResets): EndpointHandler<Api["resetPassword"]> =>
  async ({ body }, ctx) => {
    const issues = validateNewPassword({ password: body.password, confirm: body.password });
    if (issues.length > 0)
      return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters", { issues });
    const accountId = await resets.use(hashToken(body.token), ctx.now);
    if (accountId === undefined)
      return failure(DESIGNED_CODES.RESET_LINK_INVALID, "errors.reset.linkInvalid");
    await env.accounts.setPasswordHash(accountId, await env.hash(body.password));
    await env.sessionsRepo.revokeAccount(accountId, ctx.now);
    await env.attempts.clear(`account:${accountId}`);
    return emptySuccess();
  };
