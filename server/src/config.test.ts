// Settings with rules of their own: trusted proxies, the captcha limit, demo mode and payments.
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
    expect(load({}).trySearchesPerMinute).toBe(10);
    expect(load({ PORTOLAN_TRY_SEARCHES_PER_MINUTE: "3" }).trySearchesPerMinute).toBe(3);
    expect(() => load({ PORTOLAN_CAPTCHAS_PER_MINUTE: "many" })).toThrow(/PORTOLAN_CAPTCHAS_PER_MINUTE/);
  });

  it("is not in demo mode unless told: no outbox pages, no sandbox, no card payments", () => {
    const plain = load({});
    expect([plain.demoMode, plain.devPages, plain.payments.kind]).toEqual([false, false, "none"]);
    const demo = load({ PORTOLAN_DEMO_MODE: "true" });
    expect([demo.demoMode, demo.devPages, demo.payments.kind]).toEqual([true, true, "sandbox"]);
  });

  it("refuses sandbox payments outside demo mode, and an unknown payment provider", () => {
    expect(() => load({ PORTOLAN_PAYMENTS: "sandbox" })).toThrow(/needs PORTOLAN_DEMO_MODE=true/);
    expect(() => load({ PORTOLAN_PAYMENTS: "stripe" })).toThrow(/"paypal" or "sandbox"/);
  });

  it("refuses demo mode on an address others can reach, unless said on purpose", () => {
    for (const host of ["127.0.0.1", "127.5.0.9", "localhost", "::1"])
      expect(load({ PORTOLAN_DEMO_MODE: "true", PORTOLAN_HOST: host }).demoMode).toBe(true);
    for (const host of ["0.0.0.0", "10.1.2.3", "::", "portolan.example"])
      expect(() => load({ PORTOLAN_DEMO_MODE: "true", PORTOLAN_HOST: host })).toThrow(
        /not a loopback address/,
      );
    expect(
      load({ PORTOLAN_DEMO_MODE: "true", PORTOLAN_HOST: "0.0.0.0", PORTOLAN_DEMO_MODE_PUBLIC: "true" })
        .demoMode,
    ).toBe(true);
  });
});
