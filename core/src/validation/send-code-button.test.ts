import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  idleSendCodeButton,
  nextSendCodeButton,
  type SendCodeButtonEvent,
  type SendCodeButtonState,
  sendCodeButtonView,
} from "./send-code-button.ts";

const run = (events: readonly SendCodeButtonEvent[], from: SendCodeButtonState = idleSendCodeButton) =>
  events.reduce(nextSendCodeButton, from);
const ticks = (n: number): SendCodeButtonEvent[] =>
  Array.from({ length: n }, () => ({ type: "tick" }) as const);

describe("send-code button (spec §4, §9: 60 s)", () => {
  it("is usable when idle and disabled while sending", () => {
    expect(sendCodeButtonView(idleSendCodeButton)).toEqual({ disabled: false, secondsLeft: undefined });
    expect(sendCodeButtonView(run([{ type: "send" }]))).toEqual({ disabled: true, secondsLeft: undefined });
  });

  it("counts down from 60 on success and returns at zero", () => {
    const sent = run([{ type: "send" }, { type: "sent" }]);
    expect(sendCodeButtonView(sent)).toEqual({ disabled: true, secondsLeft: 60 });
    expect(sendCodeButtonView(run(ticks(1), sent))).toEqual({ disabled: true, secondsLeft: 59 });
    expect(sendCodeButtonView(run(ticks(59), sent))).toEqual({ disabled: true, secondsLeft: 1 });
    expect(run(ticks(60), sent)).toEqual({ kind: "idle" });
  });

  it("comes back at once when sending fails", () => {
    expect(run([{ type: "send" }, { type: "failed" }])).toEqual({ kind: "idle" });
  });

  it("ignores presses, failures and repeated successes while counting down", () => {
    const counting = run([{ type: "send" }, { type: "sent" }, ...ticks(10)]);
    expect(run([{ type: "send" }, { type: "failed" }, { type: "sent" }], counting)).toEqual({
      kind: "countingDown",
      secondsLeft: 50,
    });
  });

  it("ignores ticks and failures when idle or sending, and a second press while sending", () => {
    expect(run([...ticks(3), { type: "failed" }])).toEqual({ kind: "idle" });
    expect(run([{ type: "send" }, ...ticks(3), { type: "send" }])).toEqual({ kind: "sending" });
  });

  it("resets from any state when the demo request succeeds", () => {
    expect(run([{ type: "send" }, { type: "sent" }, ...ticks(5), { type: "reset" }])).toEqual({
      kind: "idle",
    });
    expect(run([{ type: "send" }, { type: "reset" }])).toEqual({ kind: "idle" });
  });

  const event = fc.constantFrom<SendCodeButtonEvent>(
    { type: "send" },
    { type: "sent" },
    { type: "failed" },
    { type: "tick" },
    { type: "reset" },
  );
  test.prop([fc.array(event, { maxLength: 200 })])("the countdown always stays within 1..60", (events) => {
    let state = idleSendCodeButton;
    for (const e of events) {
      state = nextSendCodeButton(state, e);
      if (state.kind === "countingDown") {
        expect(state.secondsLeft).toBeGreaterThanOrEqual(1);
        expect(state.secondsLeft).toBeLessThanOrEqual(60);
      }
    }
  });

  test.prop([fc.array(event, { maxLength: 50 })])(
    "60 ticks after any history bring it back to idle",
    (events) => {
      const state = run([...events, ...ticks(60)]);
      expect(state.kind === "idle" || state.kind === "sending").toBe(true);
    },
  );
});
