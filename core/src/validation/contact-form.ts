// The message form of the contact page (spec §3 Contact form; §5 "all fields required").
import { isEmail } from "./email-pattern.ts";
import { collectIssues, type FieldIssue, requiredText } from "./field-checks.ts";
import {
  CAPTCHA_PAYLOAD_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from "./field-limits.ts";

export interface ContactFormValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  /** The solved captcha challenge's payload (D279). */
  readonly captcha: string;
}

export type ContactFormField = keyof ContactFormValues;

export const CONTACT_FORM_ORDER = [
  "firstName",
  "lastName",
  "email",
  "subject",
  "message",
  "captcha",
] as const satisfies readonly ContactFormField[];

export const emptyContactForm: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  subject: "",
  message: "",
  captcha: "",
};

/** Every field is required; a filled email must also match pattern (a). */
export const validateContactForm = (v: ContactFormValues): readonly FieldIssue<ContactFormField>[] =>
  collectIssues<ContactFormField>([
    ["firstName", requiredText(v.firstName, "validation.contact.firstNameRequired", NAME_MAX_LENGTH)],
    ["lastName", requiredText(v.lastName, "validation.contact.lastNameRequired", NAME_MAX_LENGTH)],
    [
      "email",
      requiredText(v.email, "validation.contact.emailRequired", EMAIL_MAX_LENGTH, (t) =>
        isEmail(t) ? undefined : "validation.email.invalid",
      ),
    ],
    ["subject", requiredText(v.subject, "validation.contact.subjectRequired", NAME_MAX_LENGTH)],
    ["message", requiredText(v.message, "validation.contact.messageRequired", MESSAGE_MAX_LENGTH)],
    ["captcha", requiredText(v.captcha, "validation.contact.captchaRequired", CAPTCHA_PAYLOAD_MAX_LENGTH)],
  ]);
