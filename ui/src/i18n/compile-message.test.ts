import { setupI18n } from "@lingui/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileCatalog, compileMessage } from "./compile-message.ts";

describe("compiling {placeholder} messages to Lingui's form", () => {
  it("splits text around placeholders", () => {
    expect(compileMessage("Max {max} characters")).toEqual(["Max ", ["max"], " characters"]);
    expect(compileMessage("{a}{b}")).toEqual([["a"], ["b"]]);
    expect(compileMessage("plain")).toEqual(["plain"]);
  });

  it("renders through Lingui exactly as plain substitution would", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string().filter((s) => !/[{}]/.test(s)),
            fc.constantFrom("{x}", "{y}"),
          ),
          { maxLength: 8 },
        ),
        fc.string(),
        fc.string(),
        (parts, x, y) => {
          const text = parts.join("");
          const i18n = setupI18n();
          i18n.loadAndActivate({ locale: "en", messages: compileCatalog({ id: text }) });
          const expected = text.replace(/\{(x|y)\}/g, (_, k: string) => (k === "x" ? x : y));
          return i18n._("id", { x, y }) === expected;
        },
      ),
    );
  });
});
