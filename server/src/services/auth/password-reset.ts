// A forgotten password (issue 13; decision D160): a link by mail with a random single-use token
// (kept hashed, 30 minutes), the same answer whether or not the address has an account, limits per
// address and per email; setting the new password ends every session of the account. One live link
// per account (D282). The answer goes before anything that depends on the address: the lookup, the
// write and the mail run after it, the same for an unknown address but the mail (D283).

import type { Api } from "@portolan/contracts";
import {
  DESIGNED_CODES,
  ERROR_CODES,
  type Locale,
  validateForgotPassword,
  validateNewPassword,
  withLinkLanguage,
} from "@portolan/core";
import type { PasswordResets } from "../../accounts/sessions/password-resets-port.ts";
import type { EndpointHandler } from "../../http/handler.ts";
import { emptySuccess, failure } from "../../http/reply.ts";
import type { AuthEnv } from "./auth-env.ts";
import { setNewPassword } from "./new-password.ts";
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
    const issues = validateForgotPassword({ email: body.email, captcha: body.captcha });
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
    const token = env.deps.random.token(TOKEN_BYTES);
    const { now, locale } = ctx;
    setImmediate(() =>
      issueLink(env, resets, { email, token, now, locale }).catch((e: unknown) =>
        env.deps.log.error("password reset link could not be issued", e),
      ),
    );
    return emptySuccess();
  };

/** After the answer: a link for the account, or one for nobody (the same write), and its mail. */
const issueLink = async (
  env: AuthEnv,
  resets: PasswordResets,
  asked: { readonly email: string; readonly token: string; readonly now: number; readonly locale: Locale },
): Promise<void> => {
  const account = await env.accounts.findByEmail(asked.email);
  const to = account?.email;
  await resets.create(
    hashToken(asked.token),
    to === undefined ? undefined : account?.id,
    asked.now,
    asked.now + RESET_LINK_MINUTES * 60_000,
  );
  if (to === undefined) return;
  // The link carries the mail's language: opened in a fresh browser, the page still reads in it (D286).
  const address = withLinkLanguage(`/reset-password?token=${encodeURIComponent(asked.token)}`, asked.locale);
  const link = `${env.deps.config.navBases.console}${address}`;
  await env.mailer
    .send(passwordResetMail(to, link, RESET_LINK_MINUTES, asked.locale))
    .catch((e: unknown) => env.deps.log.error("password reset mail could not be sent", e));
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
    await setNewPassword(env, resets, accountId, body.password, ctx.now);
    return emptySuccess();
  };
