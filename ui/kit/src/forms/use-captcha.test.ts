// @vitest-environment jsdom
// The captcha's value in a form (D279): a payload or nothing; a Send without one says to tick the
// box; `refresh` reaches the widget its field registered, and only while it is registered.
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { $notifications, clearNotifications } from "../notifications/notifications-store.ts";
import { captchaAnswer, captchaAnswerForSend, useCaptcha } from "./use-captcha.ts";

afterEach(() => clearNotifications());

describe("the captcha of a form", () => {
  it("sends the payload once the box is solved, nothing before", () => {
    expect(captchaAnswer("")).toBeUndefined();
    expect(captchaAnswer("eyJjaGFsbGVuZ2UiOnt9fQ==")).toBe("eyJjaGFsbGVuZ2UiOnt9fQ==");
  });

  it("tells the person to tick the box when a Send has no payload", () => {
    const t = (id: string) => `text of ${id}`;
    expect(captchaAnswerForSend("", t)).toBeUndefined();
    expect($notifications.get().map((n) => [n.level, n.text])).toEqual([
      ["warning", "text of validation.contact.captchaRequired"],
    ]);
    expect(captchaAnswerForSend("payload", t)).toBe("payload");
    expect($notifications.get()).toHaveLength(1);
  });

  it("unticks the registered widget on refresh, and none once it is gone", () => {
    const { result } = renderHook(() => useCaptcha());
    const reset = vi.fn();
    const forget = result.current.register(reset);
    result.current.refresh();
    expect(reset).toHaveBeenCalledTimes(1);
    forget();
    result.current.refresh();
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
