import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n.ts";

// "chrome.skipToContent" is the frame's, "nav.footer.requestDemo" core's navigation,
// "validation.email.invalid" a rule's, "forms.notify.dismiss" the forms'.
describe("the page's catalogue", () => {
  it.each(["zh", "en", "ru"] as const)(
    "%s: one load holds core's ids and the kit's words",
    async (locale) => {
      const i18n = await createI18n(locale);
      for (const id of ["chrome.skipToContent", "nav.footer.requestDemo", "validation.email.invalid"]) {
        expect(i18n._(id)).not.toBe(id);
      }
      expect(i18n._("forms.notify.dismiss", { title: "x" })).toContain("x");
    },
  );

  it("shows the language's own words", async () => {
    expect((await createI18n("zh"))._("chrome.skipToContent")).toBe("跳到正文");
    expect((await createI18n("ru"))._("chrome.skipToContent")).toBe("Перейти к содержанию");
    expect((await createI18n("en"))._("chrome.skipToContent")).toBe("Skip to content");
  });

  it("adds an extra catalogue (the console's or the site's) beside it", async () => {
    const i18n = await createI18n("en", async () => ({ messages: { "console.x": ["Console"] } }));
    expect(i18n._("console.x")).toBe("Console");
    expect(i18n._("chrome.close")).toBe("Close");
  });

  it("keeps the shared text of an id the extra catalogue lists without it", async () => {
    // A site or console file that reads a shared id lists it in its own catalogue too, compiled
    // to the bare id in English.
    const i18n = await createI18n("en", async () => ({ messages: { "chrome.close": "chrome.close" } }));
    expect(i18n._("chrome.close")).toBe("Close");
  });

  it.each(["zh", "en", "ru"] as const)(
    "%s: no message is empty (Lingui would show its id)",
    async (locale) => {
      const i18n = await createI18n(locale);
      const empty = Object.entries(i18n.messages).filter(
        ([, text]) => text === "" || (Array.isArray(text) && text.length === 0),
      );
      expect(empty).toEqual([]);
      expect(Object.keys(i18n.messages).length).toBeGreaterThan(400);
    },
  );
});
