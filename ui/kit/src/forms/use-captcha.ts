// The captcha of a form (D279): an ALTCHA proof-of-work widget the person ticks; once solved, its
// payload is the form's captcha value. After a call that may have spent the payload, `refresh`
// unticks the widget, and ticking it again asks for a new challenge.
import { useMemo, useRef } from "react";
import { notify } from "../notifications/notifications-store.ts";

export interface Captcha {
  /** Unticks the widget (its payload may have been spent). */
  readonly refresh: () => void;
  /** The field tells how its widget is unticked; answers how to forget that. */
  readonly register: (reset: () => void) => () => void;
}

export const useCaptcha = (): Captcha => {
  const reset = useRef<(() => void) | undefined>(undefined);
  return useMemo(
    () => ({
      refresh: () => reset.current?.(),
      register: (next) => {
        reset.current = next;
        return () => {
          if (reset.current === next) reset.current = undefined;
        };
      },
    }),
    [],
  );
};

/** The payload as the calls send it, or undefined while the box is not ticked and solved. */
export const captchaAnswer = (payload: string): string | undefined => (payload === "" ? undefined : payload);

/** The payload for a Send; while there is none the person is told to tick the box (issue 12). */
export const captchaAnswerForSend = (payload: string, t: (id: string) => string): string | undefined => {
  const solved = captchaAnswer(payload);
  if (solved === undefined) notify("warning", t("validation.contact.captchaRequired"));
  return solved;
};
