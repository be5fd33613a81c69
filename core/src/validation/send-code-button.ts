// Spec §4 Send-code button: on success it is replaced by a disabled seconds countdown, and returns
// at zero. A pure state machine; the UI feeds it one "tick" per second.
import { VERIFY_CODE_COUNTDOWN_SECONDS } from "../constants/timing.ts";

export type SendCodeButtonState =
  | { readonly kind: "idle" }
  | { readonly kind: "sending" }
  | { readonly kind: "countingDown"; readonly secondsLeft: number };

export type SendCodeButtonEvent =
  /** The user pressed the button and the request went out. */
  | { readonly type: "send" }
  /** The provider answered with success (code 1). */
  | { readonly type: "sent" }
  /** The provider refused or the call failed: the button comes back at once. */
  | { readonly type: "failed" }
  /** One second passed. */
  | { readonly type: "tick" }
  /** The demo request succeeded: the dialog closes and the countdown resets (spec §4). */
  | { readonly type: "reset" };

export const idleSendCodeButton: SendCodeButtonState = { kind: "idle" };

const IDLE = idleSendCodeButton;

export const nextSendCodeButton = (
  state: SendCodeButtonState,
  event: SendCodeButtonEvent,
): SendCodeButtonState => {
  switch (event.type) {
    case "send":
      return state.kind === "idle" ? { kind: "sending" } : state;
    case "sent":
      return state.kind === "countingDown"
        ? state
        : { kind: "countingDown", secondsLeft: VERIFY_CODE_COUNTDOWN_SECONDS };
    case "failed":
      return state.kind === "sending" ? IDLE : state;
    case "tick":
      if (state.kind !== "countingDown") return state;
      return state.secondsLeft <= 1 ? IDLE : { kind: "countingDown", secondsLeft: state.secondsLeft - 1 };
    case "reset":
      return IDLE;
  }
};

/** What the UI draws: the button is usable only when idle; the countdown shows the seconds left. */
export const sendCodeButtonView = (
  state: SendCodeButtonState,
): { readonly disabled: boolean; readonly secondsLeft: number | undefined } => ({
  disabled: state.kind !== "idle",
  secondsLeft: state.kind === "countingDown" ? state.secondsLeft : undefined,
});
