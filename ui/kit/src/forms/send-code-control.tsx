// The send-code button of a form (spec §4, §7): first the address must be filled (the form says
// what is wrong), then the captcha box is ticked (D279), then the code is sent; on success the button
// becomes a disabled countdown (core's machine) and comes back at zero.
import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import type { CallResult } from "@portolan/adapters";
import { sendCodeButtonView } from "@portolan/core";
import { type KeyboardEvent, useEffect, useState } from "react";
import { Button } from "react-aria-components";
import { clearNotifications, notify } from "../notifications/notifications-store.ts";
import { CaptchaField } from "./captcha-field.tsx";
import * as s from "./forms.css.ts";
import { captchaSurvives, failureText } from "./notice-text.ts";
import type { SendCodeStore } from "./send-code-store.ts";
import { captchaAnswer, useCaptcha } from "./use-captcha.ts";

export interface SendCodeControlProps {
  readonly id: string;
  readonly store: SendCodeStore;
  /** Checks the address; true when the code may be asked for (the form shows its own issue). */
  readonly ready: () => boolean;
  /** Sends the code with the solved captcha's payload. */
  readonly send: (captcha: string) => Promise<CallResult<unknown>>;
  /** Where the focus goes once the code is on its way (the code's field). */
  readonly codeFieldId: string;
}

const focus = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

export function SendCodeControl(props: SendCodeControlProps) {
  const { i18n } = useLingui();
  const view = sendCodeButtonView(useStore(props.store.$button));
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState("");
  const [answerIssue, setAnswerIssue] = useState<string | undefined>(undefined);
  const captcha = useCaptcha();
  const answerId = `${props.id}-captcha`;

  useEffect(() => {
    if (open) focus(answerId);
  }, [open, answerId]);

  const start = () => {
    clearNotifications();
    if (props.ready()) setOpen(true);
  };

  const cancel = () => {
    setOpen(false);
    setAnswer("");
    setAnswerIssue(undefined);
    focus(`${props.id}-button`);
  };

  const confirm = async () => {
    const solved = captchaAnswer(answer);
    if (solved === undefined) {
      const text = i18n._("validation.contact.captchaRequired");
      setAnswerIssue(text);
      notify("warning", text);
      focus(answerId);
      return;
    }
    clearNotifications();
    props.store.dispatch({ type: "send" });
    const result = await props.send(solved);
    if (result.ok) {
      props.store.dispatch({ type: "sent" });
      setOpen(false);
      setAnswer("");
      setAnswerIssue(undefined);
      notify("success", i18n._("errors.success.send"));
      focus(props.codeFieldId);
      return;
    }
    props.store.dispatch({ type: "failed" });
    const text = failureText((id, values) => i18n._(id, values), result.outcome);
    if (text !== undefined) notify("error", text);
    if (!captchaSurvives(result.outcome)) {
      setAnswer("");
      captcha.refresh();
    }
    focus(answerId);
  };

  const enterSends = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void confirm();
    }
  };

  return (
    <div className={s.sendCode}>
      <Button
        id={`${props.id}-button`}
        className={s.secondaryButton}
        isDisabled={view.disabled}
        onPress={start}
      >
        {view.secondsLeft === undefined
          ? i18n._("forms.sendCode.button")
          : i18n._("forms.sendCode.countdown", { seconds: view.secondsLeft })}
      </Button>
      {open ? (
        <fieldset className={s.sendCodePanel} onKeyDown={enterSends}>
          <legend className={s.panelTitle}>{i18n._("forms.sendCode.captchaTitle")}</legend>
          <CaptchaField
            id={answerId}
            captcha={captcha}
            value={answer}
            onChange={(v) => {
              setAnswer(v);
              setAnswerIssue(undefined);
            }}
            issue={answerIssue}
          />
          <div className={s.actions}>
            <Button className={s.primaryButton} isDisabled={view.disabled} onPress={() => void confirm()}>
              {i18n._("forms.sendCode.confirm")}
            </Button>
            <Button className={s.secondaryButton} onPress={cancel}>
              {i18n._("forms.cancel")}
            </Button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
