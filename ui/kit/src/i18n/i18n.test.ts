import { describe, expect, it } from "vitest";
import { completeMessages, createI18n, withWholeCatalogue } from "./i18n.ts";

// "chrome.skipToContent" is the frame's own; "nav.footer.requestDemo" the site's part; "forms.notify.dismiss" the rest's.
describe("the catalogue in parts", () => {
  it("a page that starts with the frame's words gets the site's part and the rest on completion, without a change event", async () => {
    const i18n = await createI18n("zh", undefined, "frame");
    expect(i18n._("chrome.skipToContent")).toBe("跳到正文");
    expect(i18n._("nav.footer.requestDemo")).toBe("nav.footer.requestDemo");
    expect(i18n._("forms.notify.dismiss", { title: "x" })).toBe("forms.notify.dismiss");
    let changes = 0;
    i18n.on("change", () => {
      changes += 1;
    });
    await expect(withWholeCatalogue(Promise.resolve("loaded"))).resolves.toBe("loaded");
    expect(i18n._("forms.notify.dismiss", { title: "x" })).toContain("x");
    expect(i18n._("nav.footer.requestDemo")).not.toBe("nav.footer.requestDemo");
    expect(changes).toBe(0);
  });

  it.each(["zh", "en", "ru"] as const)("%s: the whole catalogue at once holds both parts", async (locale) => {
    const i18n = await createI18n(locale);
    expect(i18n._("chrome.skipToContent")).not.toBe("chrome.skipToContent");
    expect(i18n._("nav.footer.requestDemo")).not.toBe("nav.footer.requestDemo");
    expect(i18n._("validation.email.invalid")).not.toBe("validation.email.invalid");
    await expect(completeMessages()).resolves.toBeUndefined();
  });

  it.each(["zh", "en", "ru"] as const)(
    "%s: no message is empty (Lingui would show its id)",
    async (locale) => {
      const i18n = await createI18n(locale);
      const empty = Object.entries(i18n.messages).filter(([, text]) => text === "");
      expect(empty).toEqual([]);
      expect(Object.keys(i18n.messages).length).toBeGreaterThan(400);
    },
  );
});
