import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ConsoleConfig, DEFAULT_CONSOLE_CONFIG, parseConsoleConfig } from "./console-config.ts";

const sample: ConsoleConfig = {
  bases: {
    home: "https://www.portolan.test",
    data: "https://data.portolan.test/app",
    crm: "",
    console: "http://localhost:8080",
    backend: "https://admin.portolan.test",
  },
  utilitiesBase: "https://tools.portolan.test",
  variant: "alternative",
};

describe("parseConsoleConfig", () => {
  it("reads back what the provider wrote (round trip)", () => {
    expect(parseConsoleConfig(JSON.parse(JSON.stringify(sample)))).toEqual(sample);
  });
  it("falls back to this origin and the standard menu on anything malformed", () => {
    for (const raw of [undefined, null, 1, "x", [], {}])
      expect(parseConsoleConfig(raw)).toEqual(DEFAULT_CONSOLE_CONFIG);
    const bad = parseConsoleConfig({
      bases: { home: "javascript:alert(1)", data: "//evil.test", crm: 5, console: "https://u:p@x.test" },
      utilitiesBase: "ftp://x",
      variant: "other",
    });
    expect(bad).toEqual(DEFAULT_CONSOLE_CONFIG);
  });
  it("only ever gives empty or http(s) bases (property)", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const c = parseConsoleConfig({ bases: { home: raw, data: raw }, utilitiesBase: raw, variant: raw });
        for (const b of [...Object.values(c.bases), c.utilitiesBase])
          expect(b === "" || /^https?:\/\//.test(b)).toBe(true);
        expect(["standard", "alternative"]).toContain(c.variant);
      }),
    );
  });
});
