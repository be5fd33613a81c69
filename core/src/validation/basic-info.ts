// The account's basic info (spec §3: nickname, department, phone, email), as the console's form and
// the provider both check it. A nickname and an email cannot be emptied; department and phone can
// (blank clears them). A field left out is not checked (the provider's partial update).

import { isStrictEmail } from "./email-pattern.ts";
import {
  collectIssues,
  type FieldCheck,
  type FieldIssue,
  isBlank,
  optionalText,
  requiredText,
} from "./field-checks.ts";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "./field-limits.ts";
import { isPhone } from "./phone.ts";

export type BasicInfoField = "nickname" | "department" | "phone" | "email";

export type BasicInfoInput = Partial<Readonly<Record<BasicInfoField, string>>>;

const ifGiven = (value: string | undefined, check: (v: string) => FieldCheck): FieldCheck =>
  value === undefined ? undefined : check(value);

export const checkBasicInfoPhone = (phone: string): FieldCheck =>
  optionalText(phone, PHONE_MAX_LENGTH) ??
  (isBlank(phone) || isPhone(phone) ? undefined : { message: "validation.phone.invalid" });

export const checkBasicInfoEmail = (email: string): FieldCheck =>
  requiredText(email, "validation.basicInfo.emailRequired", EMAIL_MAX_LENGTH, (t) =>
    isStrictEmail(t) ? undefined : "validation.email.invalid",
  );

/** Issues in the form's order: nickname, department, phone, email. */
export const basicInfoIssues = (u: BasicInfoInput): readonly FieldIssue<BasicInfoField>[] =>
  collectIssues<BasicInfoField>([
    [
      "nickname",
      ifGiven(u.nickname, (v) => requiredText(v, "validation.basicInfo.nicknameRequired", NAME_MAX_LENGTH)),
    ],
    ["department", ifGiven(u.department, (v) => optionalText(v, NAME_MAX_LENGTH))],
    ["phone", ifGiven(u.phone, checkBasicInfoPhone)],
    ["email", ifGiven(u.email, checkBasicInfoEmail)],
  ]);

/** A new address needs the code mailed to it; a change of letter case (or spacing) only does not. */
export const needsEmailCode = (newEmail: string | undefined, currentEmail: string | undefined): boolean =>
  newEmail !== undefined &&
  !isBlank(newEmail) &&
  newEmail.trim().toLowerCase() !== (currentEmail ?? "").trim().toLowerCase();
