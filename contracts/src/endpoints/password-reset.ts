// Designed here (issue 13): a forgotten password. Asking for a link answers the same whether or not
// the address has an account (nothing is disclosed); the link carries a single-use token that
// expires, and setting the new password ends every session of the account.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { EmptyEnvelope } from "../envelope.ts";
import { CaptchaAnswer, LineText } from "../primitives.ts";

export const ForgotPasswordBody = Schema.Struct({ email: LineText, captcha: CaptchaAnswer });
export type ForgotPasswordBody = typeof ForgotPasswordBody.Type;

export const ResetPasswordBody = Schema.Struct({ token: LineText, password: LineText });
export type ResetPasswordBody = typeof ResetPasswordBody.Type;

export const forgotPassword = defineEndpoint({
  name: "forgotPassword",
  method: "POST",
  host: "provider",
  path: "/api/public/password/forgot",
  encoding: "json",
  request: { body: ForgotPasswordBody },
  response: EmptyEnvelope,
  requiresSession: false,
  summary: "Mail a link to set a new password",
  description:
    "Designed here. Always success for a well-formed request with the right captcha (20009 otherwise; 20010 when asked too often): whether the address has an account is never said.",
  tag: "account",
  origin: "designed",
});

export const resetPassword = defineEndpoint({
  name: "resetPassword",
  method: "POST",
  host: "provider",
  path: "/api/public/password/reset",
  encoding: "json",
  request: { body: ResetPasswordBody },
  response: EmptyEnvelope,
  requiresSession: false,
  summary: "Set a new password with the mailed link's token",
  description:
    "Designed here. 20012: the link is unknown, used or expired; 10001: the password breaks the rules. Every session of the account ends.",
  tag: "account",
  origin: "designed",
});
