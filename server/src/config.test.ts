// The settings added for the HTTP layer: trusted proxies and the captcha limit.
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const load = (env: Record<string, string>) => loadConfig(env, "/tmp");

describe("the configuration", () => {
  it("trusts no proxy by default and reads a list of addresses and ranges", () => {
    expect(load({}).trustedProxies).toEqual([]);
    expect(load({ PORTOLAN_TRUSTED_PROXIES: " 10.0.0.0/8, ::1 ,fd00::/8" }).trustedProxies).toEqual([
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
  });

  it("refuses to start with a proxy entry that is neither", () => {
    expect(() => load({ PORTOLAN_TRUSTED_PROXIES: "10.0.0.1, proxy.internal" })).toThrow(
      /PORTOLAN_TRUSTED_PROXIES: "proxy.internal"/,
    );
  });

  it("issues 30 captchas a minute per address unless told otherwise", () => {
    expect(load({}).captchasPerMinute).toBe(30);
    expect(load({ PORTOLAN_CAPTCHAS_PER_MINUTE: "500" }).captchasPerMinute).toBe(500);
    expect(() => load({ PORTOLAN_CAPTCHAS_PER_MINUTE: "many" })).toThrow(/PORTOLAN_CAPTCHAS_PER_MINUTE/);
  });
});
