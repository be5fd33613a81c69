import { INITIAL_SESSION_STATE, type Session } from "@portolan/core";
import { $session } from "@portolan/kit/stores/session.ts";
import { sendSessionEvent } from "@portolan/kit/stores/session-events.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { $leavingConsole, leaveWhenSessionEnds } from "./console-leaving.ts";

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

describe("leaveWhenSessionEnds", () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    $session.set(INITIAL_SESSION_STATE);
    $leavingConsole.set(false);
  });
  afterEach(() => stop());

  it("marks the console as leaving the moment a signed-in session expires, before any navigation", () => {
    sendSessionEvent({ type: "identity-answered", code: 200, data: session });
    stop = leaveWhenSessionEnds();
    expect($leavingConsole.get()).toBe(false);
    sendSessionEvent({ type: "session-expired", locale: "zh" });
    expect($leavingConsole.get()).toBe(true);
  });

  it("marks it on a sign-out too", () => {
    sendSessionEvent({ type: "identity-answered", code: 200, data: session });
    stop = leaveWhenSessionEnds();
    sendSessionEvent({ type: "logout-requested" });
    sendSessionEvent({ type: "logout-confirmed" });
    expect($leavingConsole.get()).toBe(false);
    sendSessionEvent({ type: "logout-succeeded", locale: "en" });
    expect($leavingConsole.get()).toBe(true);
  });

  it("leaves a visitor alone, and a visitor who signs in", () => {
    stop = leaveWhenSessionEnds();
    sendSessionEvent({ type: "session-expired", locale: "en" });
    expect($leavingConsole.get()).toBe(false);
    sendSessionEvent({ type: "identity-answered", code: 200, data: session });
    expect($leavingConsole.get()).toBe(false);
  });
});
