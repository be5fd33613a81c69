// What every form component does with its store: read it, edit one field, refuse with issues (the
// first one as a warning, focus on its field), and report a failed call (field issues beside their
// fields, otherwise the error as a notification). Values are never cleared on failure.
import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import type { CallFailure } from "@portolan/adapters";
import { DEFAULT_LOCALE, DESIGNED_CODES, type FieldIssue, isLocale } from "@portolan/core";
import { clearNotifications, notify } from "../notifications/notifications-store.ts";
import { firstInvalidField } from "./form-state.ts";
import type { FormStore } from "./form-store.ts";
import { captchaSurvives, failureLink, failureText, issueText, type Translate } from "./notice-text.ts";
import type { Captcha } from "./use-captcha.ts";

export const focusById = (id: string): void => {
  setTimeout(() => {
    const element = document.getElementById(id);
    // A select's id sits on its wrapper; its button takes the focus.
    const target =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? element
        : (element?.querySelector<HTMLElement>("button, input, textarea") ?? element);
    target?.focus();
  }, 0);
};

export const useForm = <V extends object>(
  store: FormStore<V>,
  idPrefix: string,
  order: readonly (keyof V & string)[],
) => {
  const { i18n } = useLingui();
  const state = useStore(store.$state);
  const t: Translate = (id, values) => i18n._(id, values);
  const fieldId = (field: keyof V & string) => `${idPrefix}-${field}`;

  const showFirst = (issues: FormStoreIssues<V>): boolean => {
    clearNotifications();
    const first = firstInvalidField(order, issues);
    const issue = first === undefined ? undefined : issues[first];
    if (first === undefined || issue === undefined) return false;
    notify("warning", issueText(t, issue));
    focusById(fieldId(first));
    return true;
  };

  const failed = (failure: CallFailure, issues: readonly FieldIssue[]): void => {
    const next = store.dispatch({ type: "failed", issues });
    if (showFirst(next.issues)) return;
    const text = failureText(t, failure);
    if (text !== undefined)
      notify("error", text, failureLink(t, failure, isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE));
  };

  const issueOf = (field: keyof V & string): string | undefined => {
    const found = state.issues[field];
    return found === undefined ? undefined : issueText(t, found);
  };
  const edit =
    <K extends keyof V & string>(field: K) =>
    (value: V[K]) =>
      store.dispatch({ type: "edit", field, value });

  return {
    state,
    t,
    fieldId,
    /** The issue text of a field, when it has one. */
    issue: issueOf,
    edit,
    /** What a field component needs of one field: its id, value, editor and issue text. */
    bind: <K extends keyof V & string>(field: K) => ({
      id: fieldId(field),
      value: state.values[field],
      onChange: edit(field),
      issue: issueOf(field),
    }),
    /** The call goes out: the notifications of the last attempt go. */
    start: (): void => {
      clearNotifications();
      store.dispatch({ type: "submit" });
    },
    /** The form's own checks failed: shows the issues; false when there were none. */
    refuse: (issues: readonly FieldIssue[]): boolean => {
      if (issues.length === 0) return false;
      showFirst(store.dispatch({ type: "invalid", issues }).issues);
      return true;
    },
    /** A call failed: its field issues beside the fields, or its message as an error. */
    failed,
    /**
     * A call that carried the captcha failed: a possibly spent payload is cleared and the box
     * unticked (core's rule: only a refusal of the fields leaves it unused); a refused captcha shows
     * beside its field; anything else as `failed`.
     */
    failedWithCaptcha: (
      failure: CallFailure,
      issues: readonly FieldIssue[],
      captcha: Captcha,
      field: keyof V & string,
    ): void => {
      if (!captchaSurvives(failure)) {
        store.dispatch({ type: "edit", field, value: "" as V[typeof field] });
        captcha.refresh();
      }
      const wrong = failure.kind === "rejected" && failure.code === DESIGNED_CODES.CAPTCHA_INCORRECT;
      failed(failure, wrong ? [{ field, message: "validation.purchase.captchaIncorrect" }] : issues);
    },
  };
};

type FormStoreIssues<V extends object> = ReturnType<FormStore<V>["$state"]["get"]>["issues"];
