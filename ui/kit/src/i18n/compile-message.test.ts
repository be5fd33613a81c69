import { setupI18n } from "@lingui/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileMessage } from "./compile-message.ts";

describe("compiling {placeholder} messages to Lingui's form", () => {
  it("splits text around placeholders", () => {
    expect(compileMessage("Max {max} characters")).toEqual(["Max ", ["max"], " characters"]);
    expect(compileMessage("{a}{b}")).toEqual([["a"], ["b"]]);
    expect(compileMessage("plain")).toEqual(["plain"]);
  });

  it("renders through Lingui exactly as plain substitution would", () => {
    fc.assert(
      fc.property(
        fc
          .array(
            fc.oneof(
              fc.string().filter((s) => !/[{}]/.test(s)),
              fc.constantFrom("{x}", "{y}"),
            ),
            // Lingui shows the id for an empty message (i18n.test.ts refuses empty messages).
            { minLength: 1, maxLength: 8 },
          )
          .filter((parts) => parts.join("") !== ""),
        fc.string(),
        fc.string(),
        (parts, x, y) => {
          const text = parts.join("");
          const i18n = setupI18n();
          i18n.setMessagesCompiler(compileMessage);
          i18n.loadAndActivate({ locale: "en", messages: { id: text } });
          const expected = text.replace(/\{(x|y)\}/g, (_, k: string) => (k === "x" ? x : y));
          return i18n._("id", { x, y }) === expected;
        },
      ),
    );
  });
});
