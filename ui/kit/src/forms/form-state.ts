// The state of one form as a pure reducer: the values the user typed, the issues shown beside the
// fields, and whether a submission is under way. A failed submission never touches the values
// (issue 4: "every field the user typed stays filled").
import type { FieldIssue } from "@portolan/core";

export type FieldIssues<F extends string> = Readonly<Partial<Record<F, FieldIssue<F>>>>;

export interface FormState<V extends object> {
  readonly values: V;
  readonly issues: FieldIssues<keyof V & string>;
  readonly busy: boolean;
}

export type FormEvent<V extends object> =
  /** The user changed one field: its value is set and its issue cleared. */
  | { readonly type: "edit"; readonly field: keyof V & string; readonly value: V[keyof V] }
  /** The form's own checks failed before any call. */
  | { readonly type: "invalid"; readonly issues: readonly FieldIssue[] }
  /** The call went out. */
  | { readonly type: "submit" }
  /** The call failed; the provider's field issues, if any, are shown beside their fields. */
  | { readonly type: "failed"; readonly issues: readonly FieldIssue[] }
  /** The call succeeded: the form starts again from `values`. */
  | { readonly type: "succeeded"; readonly values: V };

const noIssues = <F extends string>(): FieldIssues<F> => ({}) as FieldIssues<F>;

export const initialFormState = <V extends object>(values: V): FormState<V> => ({
  values,
  issues: noIssues(),
  busy: false,
});

/** The first issue of each field the form has, in the given order; issues of other fields are dropped. */
export const issuesByField = <V extends object>(
  values: V,
  issues: readonly FieldIssue[],
): FieldIssues<keyof V & string> => {
  const out: Partial<Record<string, FieldIssue>> = {};
  for (const issue of issues) {
    if (Object.hasOwn(values, issue.field) && out[issue.field] === undefined) out[issue.field] = issue;
  }
  return out as FieldIssues<keyof V & string>;
};

export const nextFormState = <V extends object>(state: FormState<V>, event: FormEvent<V>): FormState<V> => {
  switch (event.type) {
    case "edit": {
      const { [event.field]: _cleared, ...issues } = state.issues as Record<string, FieldIssue>;
      return {
        ...state,
        values: { ...state.values, [event.field]: event.value },
        issues: issues as unknown as FieldIssues<keyof V & string>,
      };
    }
    case "invalid":
      return { ...state, issues: issuesByField(state.values, event.issues), busy: false };
    case "submit":
      return { ...state, issues: noIssues(), busy: true };
    case "failed":
      return { ...state, issues: issuesByField(state.values, event.issues), busy: false };
    case "succeeded":
      return initialFormState(event.values);
  }
};

/** The field to move the focus to after a refusal: the first of `order` that has an issue. */
export const firstInvalidField = <F extends string>(
  order: readonly F[],
  issues: FieldIssues<F>,
): F | undefined => order.find((field) => issues[field] !== undefined);
