import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../locale/locale.ts";
import type { Session } from "./session.ts";
import { type SessionEvent, sessionReducer } from "./session-machine.ts";
import { sessionMessages } from "./session-messages.ts";
import { INITIAL_SESSION_STATE, isSignedIn, type SessionState } from "./session-state.ts";

const session: Session = {
  id: 7,
  account: "acme",
  level: 0,
  nickname: "Ann",
  oemDomains: [],
  userRole: ["admin"],
  permissions: { TS: { SO: true, CDS: { download_limit: true } } },
  membership: 4,
  customs_data_source: "0101",
};
const noTs: Session = { ...session, id: 8, permissions: { OPENS: true } };

const run = (events: readonly SessionEvent[], from: SessionState = INITIAL_SESSION_STATE) =>
  events.reduce<{ state: SessionState; effects: unknown[] }>(
    (acc, e) => {
      const t = sessionReducer(acc.state, e);
      return { state: t.state, effects: [...t.effects] };
    },
    { state: from, effects: [] },
  );

const signedIn: SessionState = { kind: "signed-in", session };
const confirming: SessionState = { kind: "confirming-logout", session };
const loggingOut: SessionState = { kind: "logging-out", session };

describe("the session at initial load", () => {
  it("starts logged out", () => {
    expect(INITIAL_SESSION_STATE).toEqual({ kind: "logged-out" });
    expect(isSignedIn(INITIAL_SESSION_STATE)).toBe(false);
  });

  it.each([1, 200])(
    "signs in on identity code %i, storing the session, isLogin and the TS permissions",
    (code) => {
      expect(
        sessionReducer(INITIAL_SESSION_STATE, { type: "identity-answered", code, data: session }),
      ).toEqual({
        state: signedIn,
        effects: [
          { type: "store-session", session },
          { type: "set-login", isLogin: true },
          { type: "store-ts-permissions", ts: { SO: true, CDS: { download_limit: true } } },
        ],
      });
    },
  );

  it("stores empty TS permissions when the session has none", () => {
    const t = sessionReducer(INITIAL_SESSION_STATE, { type: "identity-answered", code: 1, data: noTs });
    expect(t.effects[2]).toEqual({ type: "store-ts-permissions", ts: {} });
  });

  it.each([0, 401, 402, 500, 10001])("clears the session on identity code %i", (code) => {
    expect(sessionReducer(signedIn, { type: "identity-answered", code, data: session })).toEqual({
      state: { kind: "logged-out" },
      effects: [{ type: "clear-session" }, { type: "set-login", isLogin: false }],
    });
  });

  it("clears the session when a success code brings no session", () => {
    expect(
      sessionReducer(INITIAL_SESSION_STATE, { type: "identity-answered", code: 200, data: undefined }).state,
    ).toEqual({
      kind: "logged-out",
    });
  });

  it("only logs an identity error, ending silently logged out", () => {
    const error = new Error("offline");
    expect(sessionReducer(signedIn, { type: "identity-failed", error })).toEqual({
      state: { kind: "logged-out" },
      effects: [
        { type: "log-error", context: "identity", error },
        { type: "clear-session" },
        { type: "set-login", isLogin: false },
      ],
    });
  });
});

describe("logging out", () => {
  it("asks for a confirmation first", () => {
    expect(sessionReducer(signedIn, { type: "logout-requested" })).toEqual({
      state: confirming,
      effects: [{ type: "confirm-logout", messageId: "session.logout.confirm" }],
    });
    expect(sessionMessages["session.logout.confirm"]).toBe("Are you sure you want to sign out?");
  });

  it("stays signed in when the confirmation is declined", () => {
    expect(sessionReducer(confirming, { type: "logout-cancelled" })).toEqual({
      state: signedIn,
      effects: [],
    });
  });

  it("calls logout once confirmed", () => {
    expect(sessionReducer(confirming, { type: "logout-confirmed" })).toEqual({
      state: loggingOut,
      effects: [{ type: "call-logout" }],
    });
  });

  it.each([
    ["zh", "/cn"],
    ["en", "/en"],
    ["ru", "/ru"],
  ] as const)("clears the session, removes the cookie and goes to the %s home %s", (locale, home) => {
    expect(sessionReducer(loggingOut, { type: "logout-succeeded", locale })).toEqual({
      state: { kind: "logged-out" },
      effects: [
        { type: "clear-session" },
        { type: "set-login", isLogin: false },
        { type: "remove-token-cookie" },
        { type: "navigate", path: home },
      ],
    });
  });

  it("only logs a failed logout, and still logs the user out", () => {
    const error = "502";
    expect(sessionReducer(loggingOut, { type: "logout-failed", locale: "en", error })).toEqual({
      state: { kind: "logged-out" },
      effects: [
        { type: "log-error", context: "logout", error },
        { type: "clear-session" },
        { type: "set-login", isLogin: false },
        { type: "remove-token-cookie" },
        { type: "navigate", path: "/en" },
      ],
    });
  });

  it.each<[SessionState, SessionEvent]>([
    [INITIAL_SESSION_STATE, { type: "logout-requested" }],
    [confirming, { type: "logout-requested" }],
    [signedIn, { type: "logout-cancelled" }],
    [signedIn, { type: "logout-confirmed" }],
    [signedIn, { type: "logout-succeeded", locale: "zh" }],
    [confirming, { type: "logout-failed", locale: "zh", error: 1 }],
    [loggingOut, { type: "identity-answered", code: 1, data: session }],
    [loggingOut, { type: "identity-failed", error: 1 }],
  ])("ignores an out-of-turn event: %j then %j", (state, event) => {
    const t = sessionReducer(state, event);
    expect(t.state).toBe(state);
    expect(t.effects).toEqual([]);
  });
});

describe("properties", () => {
  const locale = fc.constantFrom(...LOCALES);
  const event: fc.Arbitrary<SessionEvent> = fc.oneof(
    fc.record({
      type: fc.constant("identity-answered" as const),
      code: fc.integer({ min: -1, max: 210 }),
      data: fc.constantFrom(session, noTs, undefined),
    }),
    fc.record({ type: fc.constant("identity-failed" as const), error: fc.string() }),
    fc.constantFrom<SessionEvent>(
      { type: "logout-requested" },
      { type: "logout-cancelled" },
      { type: "logout-confirmed" },
    ),
    fc.record({ type: fc.constant("logout-succeeded" as const), locale }),
    fc.record({ type: fc.constant("logout-failed" as const), locale, error: fc.string() }),
    fc.record({ type: fc.constant("session-expired" as const), locale }),
  );

  it("ends logged out with the token cookie removed and the language home reached after an expiry", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), locale, (events, l) => {
        const before = run(events).state;
        const t = sessionReducer(before, { type: "session-expired", locale: l });
        return (
          t.state.kind === "logged-out" &&
          t.effects.some((e) => e.type === "remove-token-cookie") &&
          t.effects.some((e) => e.type === "navigate" && e.path === `/${l === "zh" ? "cn" : l}`) &&
          !t.effects.some((e) => e.type === "log-error")
        );
      }),
    );
  });

  it("never signs in on an identity code other than 1 or 200", () => {
    const code = fc.integer({ min: -1000, max: 1000 }).filter((c) => c !== 1 && c !== 200);
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), code, (events, c) => {
        const t = sessionReducer(run(events).state, { type: "identity-answered", code: c, data: session });
        return t.state.kind !== "signed-in" && !t.effects.some((e) => e.type === "store-session");
      }),
    );
  });

  it("holds a session exactly when signed in, and only an identity success brings one", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state: SessionState = INITIAL_SESSION_STATE;
        for (const e of events) {
          const next = sessionReducer(state, e).state;
          const signsIn = state.kind === "logged-out" && next.kind !== "logged-out";
          if (signsIn && !(e.type === "identity-answered" && (e.code === 1 || e.code === 200))) return false;
          state = next;
        }
        return isSignedIn(state) === "session" in state;
      }),
    );
  });
});
