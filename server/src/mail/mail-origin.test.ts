import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { mailOriginRefusal } from "./mail-origin.ts";

const refusal = (env: Record<string, string>) => mailOriginRefusal(loadConfig(env, "/tmp"));

describe("the origin mails link to (issue 31 item 11, D338)", () => {
  it("is refused outside demo mode without PORTOLAN_PUBLIC_ORIGIN, naming the setting and the bad default", () => {
    expect(refusal({})).toMatch(
      /^PORTOLAN_PUBLIC_ORIGIN is not set, so mails would link to http:\/\/localhost:8080,/,
    );
    expect(refusal({ PORTOLAN_PORT: "9000" })).toContain("http://localhost:9000");
  });
  it("is the configured one when given, and the loopback default in demo mode", () => {
    expect(refusal({ PORTOLAN_PUBLIC_ORIGIN: "https://data.example.com" })).toBeUndefined();
    expect(refusal({ PORTOLAN_DEMO_MODE: "true" })).toBeUndefined();
    expect(refusal({ PORTOLAN_PUBLIC_ORIGIN: "" })).toBeDefined();
  });
});
