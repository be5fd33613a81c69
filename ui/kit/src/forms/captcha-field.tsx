// The captcha of a form (D279): the ALTCHA widget, a native checkbox labelled "I'm not a robot" that
// the person ticks (mouse or Space); the browser then solves the provider's proof-of-work challenge
// in a worker and the payload becomes the field's value. No image, nothing to read or type. The
// widget's script is fetched when the field first shows; the issue, if any, is said beside it.
import { useLingui } from "@lingui/react";
import type { AltchaWidgetElement } from "altcha";
import { useEffect, useRef } from "react";
import * as s from "./forms.css.ts";
import type { Captcha } from "./use-captcha.ts";

interface StateChange {
  readonly state: string;
  readonly payload?: string;
}

export function CaptchaField(props: {
  readonly id: string;
  readonly captcha: Captcha;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly issue?: string | undefined;
}) {
  const { i18n } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidgetElement | undefined>(undefined);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const value = useRef(props.value);
  value.current = props.value;
  const issueId = `${props.id}-issue`;
  // The widget matches its words by lower-case language tag.
  const language = i18n.locale.toLowerCase();

  useEffect(() => {
    let gone = false;
    let element: AltchaWidgetElement | undefined;
    // Focus sent to the field (a form naming it, a panel opening) goes on to the checkbox: at once
    // when the widget is drawn, else as soon as it is.
    const field = host.current;
    const toBox = () => {
      if (document.activeElement === field) element?.querySelector("input")?.focus();
    };
    field?.addEventListener("focus", toBox);
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      const next = state === "verified" && payload !== undefined ? payload : "";
      // Only a real change is an edit: an edit clears the field's issue, and the widget says it is
      // unticked again just after a refusal has put its issue there.
      if (next !== value.current) onChange.current(next);
    };
    void import("./altcha-loader.ts").then(({ setAltchaWords, CAPTCHA_CHALLENGE_PATH }) => {
      if (gone || host.current === null) return;
      setAltchaWords(language, {
        label: i18n._("forms.captcha.label"),
        verifying: i18n._("forms.captcha.verifying"),
        verified: i18n._("forms.captcha.verified"),
        error: i18n._("forms.captcha.failed"),
        expired: i18n._("forms.captcha.expired"),
        waitAlert: i18n._("forms.captcha.verifying"),
        verificationRequired: i18n._("validation.contact.captchaRequired"),
      });
      element = document.createElement("altcha-widget");
      element.setAttribute("challenge", CAPTCHA_CHALLENGE_PATH);
      element.setAttribute("language", language);
      element.setAttribute("auto", "off");
      element.setAttribute("type", "checkbox");
      element.addEventListener("statechange", changed);
      element.addEventListener("load", toBox);
      host.current.append(element);
      widget.current = element;
    });
    const forget = props.captcha.register(() => widget.current?.reset());
    return () => {
      gone = true;
      forget();
      field?.removeEventListener("focus", toBox);
      element?.removeEventListener("statechange", changed);
      element?.remove();
      widget.current = undefined;
    };
  }, [language, i18n, props.captcha]);

  // The widget's checkbox carries the field's issue as a text field does (aria-invalid, described by).
  useEffect(() => {
    const box = host.current?.querySelector("input");
    if (box === null || box === undefined) return;
    if (props.issue === undefined) {
      box.removeAttribute("aria-invalid");
      box.removeAttribute("aria-describedby");
    } else {
      box.setAttribute("aria-invalid", "true");
      box.setAttribute("aria-describedby", issueId);
    }
  });

  return (
    <div className={s.captcha}>
      <div id={props.id} ref={host} className={s.captchaWidget} tabIndex={-1} />
      {props.issue === undefined ? null : (
        <p id={issueId} className={s.error}>
          {props.issue}
        </p>
      )}
    </div>
  );
}
