// contracts/ may not import core/, so the wire session is a second description of core's Session.
// This test crosses the two packages: it fails, at compile time (tsc) and at run time, if they drift.

import { api, decodeResponse, endpointExamples, type SessionData } from "@portolan/contracts";
import { buildNavigation, INITIAL_SESSION_STATE, type Session, sessionReducer } from "@portolan/core";
import { describe, expect, expectTypeOf, it } from "vitest";

describe("the identity contract and core's Session", () => {
  it("describe the same shape in both directions", () => {
    expectTypeOf<SessionData>().toExtend<Session>();
    expectTypeOf<Session>().toExtend<SessionData>();
  });

  it("lets a decoded identity answer drive core's session machine and navigation", () => {
    const decoded = decodeResponse(api.identity, endpointExamples.identity.response);
    if (decoded._tag !== "Success") throw new Error("the identity example does not decode");
    const { code, data } = decoded.success;
    const next = sessionReducer(INITIAL_SESSION_STATE, { type: "identity-answered", code, data });
    expect(next.state.kind).toBe("signed-in");
    const bases = {
      home: "https://home.example",
      data: "https://data.example",
      crm: "https://crm.example",
      console: "https://console.example",
      backend: "https://backend.example",
    };
    const menu = buildNavigation({ bases, session: data, locale: "zh" });
    expect(menu.length).toBeGreaterThan(0);
  });
});
