// Building blocks shared by the form rules: blankness, length, and the issue list they produce.
import type { ValidationMessageId } from "./validation-messages.ts";

/** One failed field: which field, the message id to show, and the limit when the text is too long. */
export interface FieldIssue<F extends string = string> {
  readonly field: F;
  readonly message: ValidationMessageId;
  readonly max?: number;
}

/** Whitespace-only text counts as empty (decision: validation/blank). */
export const isBlank = (value: string): boolean => value.trim() === "";

/** Length in Unicode code points, so an emoji or a CJK extension character counts once. */
export const textLength = (value: string): number => [...value].length;

/** The check of one field: undefined when it passes. */
export type FieldCheck = Omit<FieldIssue, "field"> | undefined;

const tooLong = (value: string, max: number): FieldCheck =>
  textLength(value.trim()) > max ? { message: "validation.field.tooLong", max } : undefined;

/** Non-blank and at most `max` code points once trimmed; `format` runs only on a filled field. */
export const requiredText = (
  value: string,
  required: ValidationMessageId,
  max: number,
  format?: (trimmed: string) => ValidationMessageId | undefined,
): FieldCheck => {
  if (isBlank(value)) return { message: required };
  const long = tooLong(value, max);
  if (long !== undefined) return long;
  const invalid = format?.(value.trim());
  return invalid === undefined ? undefined : { message: invalid };
};

/** May be blank; otherwise at most `max` code points once trimmed. */
export const optionalText = (value: string, max: number): FieldCheck =>
  isBlank(value) ? undefined : tooLong(value, max);

/** Turns the checks of a form, in the form's order, into its ordered issue list. */
export const collectIssues = <F extends string>(
  checks: readonly (readonly [F, FieldCheck])[],
): readonly FieldIssue<F>[] =>
  checks.flatMap(([field, check]) => (check === undefined ? [] : [{ field, ...check }]));

/** The issue a form that stops at its first failure shows (spec §5 demo request). */
export const firstIssue = <F extends string>(issues: readonly FieldIssue<F>[]): FieldIssue<F> | undefined =>
  issues[0];
