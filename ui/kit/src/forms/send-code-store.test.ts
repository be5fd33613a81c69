import { VERIFY_CODE_COUNTDOWN_SECONDS } from "@portolan/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSendCodeStore } from "./send-code-store.ts";

describe("send-code store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts down from 60 once a second after a sent code and comes back at zero", () => {
    const store = createSendCodeStore();
    store.dispatch({ type: "send" });
    store.dispatch({ type: "sent" });
    expect(store.$button.get()).toEqual({ kind: "countingDown", secondsLeft: VERIFY_CODE_COUNTDOWN_SECONDS });
    vi.advanceTimersByTime(1000);
    expect(store.$button.get()).toEqual({
      kind: "countingDown",
      secondsLeft: VERIFY_CODE_COUNTDOWN_SECONDS - 1,
    });
    vi.advanceTimersByTime((VERIFY_CODE_COUNTDOWN_SECONDS - 1) * 1000);
    expect(store.$button.get()).toEqual({ kind: "idle" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops the clock when reset (a demo request succeeded)", () => {
    const store = createSendCodeStore();
    store.dispatch({ type: "send" });
    store.dispatch({ type: "sent" });
    vi.advanceTimersByTime(5000);
    store.dispatch({ type: "reset" });
    expect(store.$button.get()).toEqual({ kind: "idle" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("comes back at once when sending failed", () => {
    const store = createSendCodeStore();
    store.dispatch({ type: "send" });
    expect(store.$button.get()).toEqual({ kind: "sending" });
    store.dispatch({ type: "failed" });
    expect(store.$button.get()).toEqual({ kind: "idle" });
    expect(vi.getTimerCount()).toBe(0);
  });
});
