// Verification codes and the captcha (a proof-of-work challenge, D279).
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { EmptyEnvelope, Envelope } from "../envelope.ts";
import { CaptchaAnswer, LineText } from "../primitives.ts";

/**
 * The captcha that must be solved before any mail or text is sent (designed here, beyond the
 * spec's `email`: without it the send-code call would let anyone mail-bomb any address). Flat
 * fields, as the call is form-encoded; `captcha` is the solved challenge's payload.
 */
export const SendCaptchaFields = {
  captcha: CaptchaAnswer,
  /**
   * Designed here (issue 13): "register" when the code is for a new account. To an address that has
   * an account already, the mail then says so (sign in, or reset the password) instead of a code,
   * and the answer is the same as ever, so nobody learns which addresses are registered.
   */
  purpose: Schema.optionalKey(Schema.Literals(["register"])),
} as const;

/** Spec §7: the demo dialog's "send code" button. Body code 1 = sent (spec §7). */
export const sendVerifyCode = defineEndpoint({
  name: "sendVerifyCode",
  method: "POST",
  host: "provider",
  path: "/api/public/sendVerifyCode",
  encoding: "form",
  request: { body: Schema.Struct({ email: LineText, ...SendCaptchaFields }) },
  response: EmptyEnvelope,
  requiresSession: false,
  summary: "Send a verification code to an email address",
  description:
    "Code 1 = sent; 140010 = too frequent; 140015 = sending failed; 20009 = captcha not solved, expired or used (checked first).",
  tag: "verification",
  origin: "spec",
});

/** Designed here: the phone-or-email code of spec §7 ("implied by messages"), e.g. credit enquiry. */
export const VerificationChannel = Schema.Literals(["email", "mobile"]);
export type VerificationChannel = typeof VerificationChannel.Type;

/** Designed here: same form encoding as sendVerifyCode; `target` is the address or the number. */
export const sendChannelCode = defineEndpoint({
  name: "sendChannelCode",
  method: "POST",
  host: "provider",
  path: "/api/public/sendCode",
  encoding: "form",
  request: { body: Schema.Struct({ channel: VerificationChannel, target: LineText, ...SendCaptchaFields }) },
  response: EmptyEnvelope,
  requiresSession: false,
  summary: "Send a verification code by email or to a mobile phone",
  description: "Designed here. 140006 = mobile codes too frequent; 140010 = email codes too frequent.",
  tag: "verification",
  origin: "designed",
});

/**
 * Designed here (D279): an ALTCHA proof-of-work challenge, signed by the provider. The browser's
 * widget finds the counter whose PBKDF2 key starts with `keyPrefix` and sends back the payload;
 * `data.expires` (epoch ms, signed like the rest) is when it stops being accepted.
 */
export const CaptchaChallenge = Schema.Struct({
  parameters: Schema.Struct({
    algorithm: LineText,
    nonce: LineText,
    salt: LineText,
    cost: Schema.Int,
    keyLength: Schema.Int,
    keyPrefix: LineText,
    keySignature: LineText,
    data: Schema.Struct({ expires: Schema.Int }),
  }),
  signature: LineText,
});
export type CaptchaChallenge = typeof CaptchaChallenge.Type;

export const getCaptcha = defineEndpoint({
  name: "getCaptcha",
  method: "GET",
  host: "provider",
  path: "/api/public/captcha",
  encoding: "none",
  request: {},
  response: Envelope(CaptchaChallenge),
  requiresSession: false,
  summary: "Get a new captcha challenge (proof of work)",
  description:
    "Designed here. The solved challenge's payload goes as `captcha` to login, registration, password reset, contact, debt claim and the send-code calls; it passes once. 20010 = too many asked from this address.",
  tag: "verification",
  origin: "designed",
});
