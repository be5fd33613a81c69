// The checks of the basic-info update, composed from core's field helpers: a nickname and an email
// cannot be emptied; department and phone can (blank clears them). Text is stored trimmed.

import type { BasicInfoUpdate } from "@portolan/contracts";
import {
  collectIssues,
  EMAIL_MAX_LENGTH,
  type FieldCheck,
  type FieldIssue,
  isBlank,
  isPhone,
  isStrictEmail,
  NAME_MAX_LENGTH,
  optionalText,
  PHONE_MAX_LENGTH,
  requiredText,
} from "@portolan/core";
import type { BasicInfoChange } from "../../ports/auth-accounts.ts";

export type BasicInfoField = "nickname" | "department" | "phone" | "email";

const ifGiven = (value: string | undefined, check: (v: string) => FieldCheck): FieldCheck =>
  value === undefined ? undefined : check(value);

const checkPhone = (phone: string): FieldCheck =>
  optionalText(phone, PHONE_MAX_LENGTH) ??
  (isBlank(phone) || isPhone(phone) ? undefined : { message: "validation.phone.invalid" });

export const basicInfoIssues = (u: BasicInfoUpdate): readonly FieldIssue<BasicInfoField>[] =>
  collectIssues<BasicInfoField>([
    [
      "nickname",
      ifGiven(u.nickname, (v) => requiredText(v, "validation.basicInfo.nicknameRequired", NAME_MAX_LENGTH)),
    ],
    ["department", ifGiven(u.department, (v) => optionalText(v, NAME_MAX_LENGTH))],
    ["phone", ifGiven(u.phone, checkPhone)],
    [
      "email",
      ifGiven(u.email, (v) =>
        requiredText(v, "validation.basicInfo.emailRequired", EMAIL_MAX_LENGTH, (t) =>
          isStrictEmail(t) ? undefined : "validation.email.invalid",
        ),
      ),
    ],
  ]);

const clearable = (value: string | undefined) =>
  value === undefined ? undefined : isBlank(value) ? null : value.trim();

/** The change to store for a valid update; the email only when it differs beyond letter case. */
export const basicInfoChange = (u: BasicInfoUpdate, currentEmail: string | undefined): BasicInfoChange => {
  const department = clearable(u.department);
  const phone = clearable(u.phone);
  const email = u.email?.trim();
  return {
    ...(u.nickname === undefined ? {} : { nickname: u.nickname.trim() }),
    ...(department === undefined ? {} : { department }),
    ...(phone === undefined ? {} : { phone }),
    ...(email === undefined || email === currentEmail ? {} : { email }),
  };
};

/** A new address needs the code mailed to it; a change of letter case only does not. */
export const needsEmailCode = (newEmail: string | undefined, currentEmail: string | undefined): boolean =>
  newEmail !== undefined && newEmail.toLowerCase() !== currentEmail?.toLowerCase();
