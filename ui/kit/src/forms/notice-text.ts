// What a failed call says to the user, in the page's language: the catalogue's message of the code
// (or the server's own text for a code the catalogue does not name), with its values.
import type { CallFailure } from "@portolan/adapters";
import { appealPagePath, DESIGNED_CODES, ERROR_CODES, type FieldIssue, type Locale } from "@portolan/core";
import type { NotificationLink } from "../notifications/notification-list.ts";

export type Translate = (id: string, values?: Readonly<Record<string, string | number>>) => string;

/** The text of a failure's notice; undefined for an expired session, which shows nothing (spec §8). */
export const failureText = (t: Translate, failure: CallFailure): string | undefined => {
  if (failure.kind === "expired") return undefined;
  const { notice } = failure;
  return notice.serverText ?? t(notice.messageId, notice.values);
};

/** Where a failure's notice lets the reader act: a cancelled account's appeal page (spec §4, D292). */
export const failureLink = (
  t: Translate,
  failure: CallFailure,
  locale: Locale,
): NotificationLink | undefined =>
  failure.kind === "rejected" && failure.code === DESIGNED_CODES.ACCOUNT_CANCELLED
    ? { href: appealPagePath(locale), text: t("errors.account.appeal") }
    : undefined;

/** The text of a field issue (core's validation ids, with the limit of a too-long text). */
export const issueText = (t: Translate, issue: FieldIssue): string =>
  t(issue.message, issue.max === undefined ? {} : { max: issue.max });

const WRONG_PARAMETER_CODES: readonly number[] = [
  ERROR_CODES.WRONG_PARAMETERS,
  ERROR_CODES.WRONG_PARAMETERS_2,
  ERROR_CODES.WRONG_PARAMETERS_3,
  ERROR_CODES.WRONG_PARAMETERS_4,
];

/**
 * Whether the provider refused the form's fields before looking at its captcha: only then is the
 * captcha still unused. After any other failure the box is unticked (the payload may have been spent).
 */
export const captchaSurvives = (failure: CallFailure): boolean =>
  failure.kind === "rejected" && WRONG_PARAMETER_CODES.includes(failure.code);
