// Signing in and out, the identity call, and the SSO jump to an OEM system.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { EmptyEnvelope, Envelope } from "../envelope.ts";
import { CaptchaAnswer, LineText } from "../primitives.ts";
import { SessionData } from "../session-schema.ts";

/** Spec §7. Codes 1 or 200 carry the session; 401/402 mean no (or an expired) session. */
export const identity = defineEndpoint({
  name: "identity",
  method: "GET",
  host: "provider",
  path: "/console/user/identity",
  encoding: "none",
  request: {},
  response: Envelope(SessionData),
  requiresSession: true,
  summary: "Read the signed-in user's session",
  tag: "session",
  origin: "spec",
});

/** Spec §7 ("none shown; response not shown"): no body, an empty envelope back. */
export const logout = defineEndpoint({
  name: "logout",
  method: "POST",
  host: "provider",
  path: "/console/user/logout",
  encoding: "none",
  request: {},
  response: EmptyEnvelope,
  requiresSession: true,
  summary: "Sign out",
  tag: "session",
  origin: "spec",
});

/** Designed here: `login` is an email or an account name (spec §3 account). Sets the token cookie. */
export const LoginBody = Schema.Struct({
  login: LineText,
  password: LineText,
  captcha: CaptchaAnswer,
});

export const login = defineEndpoint({
  name: "login",
  method: "POST",
  host: "provider",
  path: "/api/public/login",
  encoding: "json",
  request: { body: LoginBody },
  response: Envelope(SessionData),
  requiresSession: false,
  summary: "Sign in with email or account, password and captcha",
  description:
    "Designed here. On success the token cookie is set and the session returned. 20001 = unknown login or wrong password (one answer); 20002 = frozen; 20003 = cancelled; 20009 = captcha not solved, expired or used; 20011 = wait data.params.seconds first (wrong passwords on this login, or from this address past its allowance; D159, D284).",
  tag: "session",
  origin: "designed",
});

/**
 * Designed here from the purchase form of spec §3: first and last name, email, password, terms, and
 * the code mailed to the email beforehand (sendChannelCode, channel email), which proves the mailbox
 * is the registrant's.
 */
export const RegisterBody = Schema.Struct({
  firstName: LineText,
  lastName: LineText,
  email: LineText,
  password: LineText,
  /** The terms agreement; only an agreed form is sent. */
  terms: Schema.Literal(true),
  captcha: CaptchaAnswer,
  emailCode: LineText,
});

export const register = defineEndpoint({
  name: "register",
  method: "POST",
  host: "provider",
  path: "/api/public/register",
  encoding: "json",
  request: { body: RegisterBody },
  response: Envelope(SessionData),
  requiresSession: false,
  summary: "Create an account (the purchase form) and sign in",
  description:
    "Designed here. On success the new account is signed in, as after login. 20008 = wrong email code; 20009 = captcha not solved, expired or used; 10001 with an email issue = the address already has an account.",
  tag: "session",
  origin: "designed",
});

/** Spec §7: redirect = company domain + "/login", client empty, mode "cloud". */
export const OemRedirectQuery = Schema.Struct({
  redirect: LineText,
  client: Schema.String,
  mode: Schema.Literal("cloud"),
});

/** Spec §7: code 200 gives data = the URL to open; otherwise msg or the code is shown. */
export const oemRedirectUrl = defineEndpoint({
  name: "oemRedirectUrl",
  method: "GET",
  host: "provider",
  path: "/auth/public/sso/getRedirectUrl",
  encoding: "query",
  request: { query: OemRedirectQuery },
  response: Envelope(Schema.String),
  requiresSession: true,
  summary: "Get the single-sign-on URL of an OEM system",
  tag: "session",
  origin: "spec",
});

/** What an OEM system learns of the user whose ticket it redeems (D89, D295). */
export const OemTicketHolder = Schema.Struct({
  id: Schema.Int,
  account: Schema.String,
  nickname: Schema.String,
  email: Schema.optionalKey(Schema.String),
  /** The host the ticket was issued for: the redeeming system checks it is its own. */
  host: Schema.String,
});
export type OemTicketHolder = typeof OemTicketHolder.Type;

/**
 * The OEM system's call back with the ticket of the redirect URL: single use, within 60 seconds of
 * its issue, and only while the account may be used (a frozen or cancelled account's ticket is
 * refused, 20002/20003). An unknown, used or expired ticket answers 40002.
 */
export const redeemOemTicket = defineEndpoint({
  name: "redeemOemTicket",
  method: "POST",
  host: "provider",
  path: "/auth/public/sso/ticket",
  encoding: "json",
  request: { body: Schema.Struct({ ticket: LineText }) },
  response: Envelope(OemTicketHolder),
  requiresSession: false,
  summary: "Redeem a single-sign-on ticket (the OEM system's call back)",
  tag: "session",
  origin: "designed",
});
