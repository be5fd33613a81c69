// The contact page's message form (spec §3 Contact form; §7 Contact us: JSON, fields not shown,
// designed here from the form: first and last name, email, subject, message, the captcha).
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { EmptyEnvelope } from "../envelope.ts";
import { CaptchaAnswer, LineText, LongText } from "../primitives.ts";

export const ContactBody = Schema.Struct({
  firstName: LineText,
  lastName: LineText,
  email: LineText,
  subject: LineText,
  message: LongText,
  captcha: CaptchaAnswer,
});
export type ContactBody = typeof ContactBody.Type;

export const contactUs = defineEndpoint({
  name: "contactUs",
  method: "POST",
  host: "provider",
  path: "/public/contact/us",
  encoding: "json",
  request: { body: ContactBody },
  response: EmptyEnvelope,
  requiresSession: false,
  summary: "Send a message from the contact page",
  description: "Body designed here. A captcha not solved, expired or used is refused (20009).",
  tag: "forms",
  origin: "spec",
});
