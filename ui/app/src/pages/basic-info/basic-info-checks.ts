// The basic-info form's checks: core's basicInfoIssues (the provider runs the same) for the four
// fields, and the code field, needed while a valid new address (core's needsEmailCode) awaits it.
import {
  CAPTCHA_MAX_LENGTH,
  checkBasicInfoEmail,
  collectIssues,
  basicInfoIssues as coreBasicInfoIssues,
  type FieldIssue,
  needsEmailCode,
  requiredText,
} from "@portolan/core";

export interface BasicInfoValues {
  readonly nickname: string;
  readonly department: string;
  readonly phone: string;
  readonly email: string;
  readonly emailCode: string;
}
export type BasicInfoField = keyof BasicInfoValues;

export const BASIC_INFO_ORDER: readonly BasicInfoField[] = [
  "nickname",
  "department",
  "phone",
  "email",
  "emailCode",
];

/** Whether the typed address is a new one (a change of letter case only is not). */
export const isNewEmail = (typed: string, current: string | undefined): boolean =>
  needsEmailCode(typed, current);

export const basicInfoIssues = (
  v: BasicInfoValues,
  currentEmail: string | undefined,
): readonly FieldIssue<BasicInfoField>[] => [
  ...coreBasicInfoIssues(v),
  ...collectIssues<BasicInfoField>([
    [
      "emailCode",
      // Only a valid new address is waiting for its code.
      checkBasicInfoEmail(v.email) === undefined && isNewEmail(v.email, currentEmail)
        ? requiredText(v.emailCode, "validation.demo.captchaRequired", CAPTCHA_MAX_LENGTH)
        : undefined,
    ],
  ]),
];

/** The issue of the email field alone, before a code is sent to it. */
export const emailIssues = (email: string): readonly FieldIssue<BasicInfoField>[] => {
  const issue = checkBasicInfoEmail(email);
  return issue === undefined ? [] : [{ field: "email", ...issue }];
};
