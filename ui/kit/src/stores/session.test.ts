import { INITIAL_SESSION_STATE, type Session } from "@portolan/core";
import { beforeEach, describe, expect, it } from "vitest";
import { $isLogin, $session } from "./session.ts";
import { sendSessionEvent } from "./session-events.ts";

const session: Session = {
  id: 7,
  account: "demo",
  level: 0,
  nickname: "Demo",
  oemDomains: [],
  userRole: [],
  permissions: {},
  membership: 0,
  customs_data_source: "",
};

describe("$session", () => {
  beforeEach(() => $session.set(INITIAL_SESSION_STATE));

  it("starts logged out", () => {
    expect($session.get()).toEqual({ kind: "logged-out" });
    expect($isLogin.get()).toBe(false);
  });

  it("signs in on an identity answer with code 200 and returns the reducer's effects", () => {
    const effects = sendSessionEvent({ type: "identity-answered", code: 200, data: session });
    expect($session.get()).toEqual({ kind: "signed-in", session });
    expect($isLogin.get()).toBe(true);
    expect(effects.map((e) => e.type)).toEqual(["store-session", "set-login", "store-ts-permissions"]);
  });

  it("walks the sign-out: confirm, call, leave to the language home", () => {
    sendSessionEvent({ type: "identity-answered", code: 1, data: session });
    expect(sendSessionEvent({ type: "logout-requested" })).toEqual([
      { type: "confirm-logout", messageId: "session.logout.confirm" },
    ]);
    expect(sendSessionEvent({ type: "logout-confirmed" })).toEqual([{ type: "call-logout" }]);
    const effects = sendSessionEvent({ type: "logout-succeeded", locale: "ru" });
    expect(effects).toContainEqual({ type: "navigate", path: "/ru" });
    expect(effects).toContainEqual({ type: "remove-token-cookie" });
    expect($isLogin.get()).toBe(false);
  });
});
