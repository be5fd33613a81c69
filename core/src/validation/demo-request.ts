// The request-a-demo dialog (spec §3 Demo request form, §4 Demo dialog, §5 Demo request submit).

import { isEmail } from "./email-pattern.ts";
import {
  collectIssues,
  type FieldIssue,
  firstIssue,
  isBlank,
  optionalText,
  requiredText,
} from "./field-checks.ts";
import {
  CAPTCHA_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from "./field-limits.ts";
import { isPhone } from "./phone.ts";
import type { ValidationMessageId } from "./validation-messages.ts";

/** The dialog's fields, named as the product names them ("Phone" included). */
export interface DemoRequestValues {
  readonly fullName: string;
  readonly companyName: string;
  readonly jobTitle: string;
  readonly email: string;
  /** The email verification code. */
  readonly captcha: string;
  readonly Phone: string;
  readonly country: string;
  /** The country of interest. */
  readonly interested: string;
  readonly message: string;
}

export type DemoRequestField = keyof DemoRequestValues;

/** Spec §5: the submit checks, in this order, each stopping at the first failure. */
export const DEMO_REQUEST_SUBMIT_ORDER = [
  "fullName",
  "companyName",
  "jobTitle",
  "email",
  "Phone",
  "country",
  "interested",
  "captcha",
] as const satisfies readonly DemoRequestField[];

type RequiredDemoField = (typeof DEMO_REQUEST_SUBMIT_ORDER)[number];

const REQUIRED: Readonly<Record<RequiredDemoField, readonly [ValidationMessageId, number]>> = {
  fullName: ["validation.demo.fullNameRequired", NAME_MAX_LENGTH],
  companyName: ["validation.demo.companyNameRequired", NAME_MAX_LENGTH],
  jobTitle: ["validation.demo.jobTitleRequired", NAME_MAX_LENGTH],
  email: ["validation.demo.emailRequired", EMAIL_MAX_LENGTH],
  Phone: ["validation.demo.phoneRequired", PHONE_MAX_LENGTH],
  country: ["validation.demo.countryRequired", NAME_MAX_LENGTH],
  interested: ["validation.demo.interestedRequired", NAME_MAX_LENGTH],
  captcha: ["validation.demo.captchaRequired", CAPTCHA_MAX_LENGTH],
};

export const emptyDemoRequest: DemoRequestValues = {
  fullName: "",
  companyName: "",
  jobTitle: "",
  email: "",
  captcha: "",
  Phone: "",
  country: "",
  interested: "",
  message: "",
};

/**
 * A filled email or Phone must also be one (issue 29 item 14, decision D293, beyond §5's presence
 * checks): the phone rule of D51 and email pattern (a), so "abc" is never kept as a phone number.
 */
const FORMAT: Partial<Record<RequiredDemoField, (trimmed: string) => ValidationMessageId | undefined>> = {
  email: (t) => (isEmail(t) ? undefined : "validation.email.invalid"),
  Phone: (t) => (isPhone(t) ? undefined : "validation.phone.invalid"),
};

/** Every failure in submit order, then the optional message's length. */
export const validateDemoRequest = (values: DemoRequestValues): readonly FieldIssue<DemoRequestField>[] =>
  collectIssues<DemoRequestField>([
    ...DEMO_REQUEST_SUBMIT_ORDER.map((field) => {
      const [required, max] = REQUIRED[field];
      return [field, requiredText(values[field], required, max, FORMAT[field])] as const;
    }),
    ["message", optionalText(values.message, MESSAGE_MAX_LENGTH)],
  ]);

/** The one warning the dialog shows on submit, or undefined when the request may be sent. */
export const demoRequestSubmitIssue = (values: DemoRequestValues): FieldIssue<DemoRequestField> | undefined =>
  firstIssue(validateDemoRequest(values));

/** Spec §5: "Sending a code requires a non-empty email." */
export const sendCodeIssue = (email: string): FieldIssue<"email"> | undefined =>
  isBlank(email) ? { field: "email", message: "validation.demo.emailRequired" } : undefined;

/**
 * Spec §4: the request button is disabled until fullName, companyName, jobTitle, email, captcha,
 * country, Phone and interested are all non-empty; once enabled it is never disabled again.
 */
export const nextRequestButtonEnabled = (wasEnabled: boolean, values: DemoRequestValues): boolean =>
  wasEnabled || DEMO_REQUEST_SUBMIT_ORDER.every((field) => !isBlank(values[field]));

/** The submitted keys of spec §3, in its order, from the trimmed form values. */
export interface DemoRequestPayload {
  readonly country: string;
  readonly interested: string;
  readonly job: string;
  readonly name: string;
  readonly email: string;
  readonly mobile: string;
  readonly company: string;
  readonly message: string;
}

export const demoRequestPayload = (values: DemoRequestValues): DemoRequestPayload => ({
  country: values.country.trim(),
  interested: values.interested.trim(),
  job: values.jobTitle.trim(),
  name: values.fullName.trim(),
  email: values.email.trim(),
  mobile: values.Phone.trim(),
  company: values.companyName.trim(),
  message: values.message.trim(),
});
