// The request-a-demo dialog (spec §3 Demo request form, §7 Submit form).
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { EmptyEnvelope } from "../envelope.ts";
import { LineText, LongText, WireLocale } from "../primitives.ts";

/**
 * The JSON carried in `formData`, with the submitted keys of spec §3: the dialog's fullName is sent
 * as name, companyName as company, jobTitle as job, Phone as mobile. `message` is optional (§3).
 */
export const DemoFormData = Schema.Struct({
  country: LineText,
  interested: LineText,
  job: LineText,
  name: LineText,
  email: LineText,
  mobile: LineText,
  company: LineText,
  message: Schema.optionalKey(LongText),
}).annotate({ identifier: "DemoFormData" });
export type DemoFormData = typeof DemoFormData.Type;

/**
 * Form-encoded. `formData` is the JSON text of DemoFormData on the wire and the object in code;
 * `captcha` is the emailed verification code; `serviceName` the current locale.
 */
export const SubmitFormBody = Schema.Struct({
  formData: Schema.fromJsonString(DemoFormData),
  isCaptcha: Schema.Literal(true),
  email: LineText,
  captcha: LineText,
  serviceName: WireLocale,
});
export type SubmitFormBody = typeof SubmitFormBody.Type;

export const submitForm = defineEndpoint({
  name: "submitForm",
  method: "POST",
  host: "provider",
  path: "/api/public/submittedForm",
  encoding: "form",
  request: { body: SubmitFormBody },
  response: EmptyEnvelope,
  requiresSession: false,
  summary: "Submit the request-a-demo form",
  description: "Code 1 = accepted; otherwise msg is shown. 20008 = wrong verification code.",
  tag: "forms",
  origin: "spec",
});
