// The send-code button of a form (spec §4): core's state machine, ticked once a second while it
// counts down. Kept in a nanostore so the countdown goes on while the demo dialog is closed.
import {
  idleSendCodeButton,
  nextSendCodeButton,
  type SendCodeButtonEvent,
  type SendCodeButtonState,
} from "@portolan/core";
import { atom, type ReadableAtom } from "nanostores";

const SECOND_MS = 1000;

export interface SendCodeStore {
  readonly $button: ReadableAtom<SendCodeButtonState>;
  readonly dispatch: (event: SendCodeButtonEvent) => void;
}

export const createSendCodeStore = (): SendCodeStore => {
  const $button = atom<SendCodeButtonState>(idleSendCodeButton);
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const dispatch = (event: SendCodeButtonEvent) => {
    const next = nextSendCodeButton($button.get(), event);
    $button.set(next);
    if (next.kind !== "countingDown") stop();
    else if (timer === undefined) timer = setInterval(() => dispatch({ type: "tick" }), SECOND_MS);
  };
  return { $button, dispatch };
};
