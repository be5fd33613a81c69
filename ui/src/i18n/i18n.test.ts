import { describe, expect, it } from "vitest";
import { completeMessages, createI18n, withWholeCatalogue } from "./i18n.ts";

// "chrome.skipToContent" is the frame's (the site's part); "forms.notify.dismiss" is the rest's.
describe("the catalogue in two parts", () => {
  it("a page that starts with the site's part gets the rest on completion, without a change event", async () => {
    const i18n = await createI18n("zh", undefined, "site");
    expect(i18n._("chrome.skipToContent")).not.toBe("chrome.skipToContent");
    expect(i18n._("forms.notify.dismiss", { title: "x" })).toBe("forms.notify.dismiss");
    let changes = 0;
    i18n.on("change", () => {
      changes += 1;
    });
    await expect(withWholeCatalogue(Promise.resolve("loaded"))).resolves.toBe("loaded");
    expect(i18n._("forms.notify.dismiss", { title: "x" })).toContain("x");
    expect(changes).toBe(0);
  });

  it.each(["zh", "en", "ru"] as const)("%s: the whole catalogue at once holds both parts", async (locale) => {
    const i18n = await createI18n(locale);
    expect(i18n._("chrome.skipToContent")).not.toBe("chrome.skipToContent");
    expect(i18n._("nav.footer.requestDemo")).not.toBe("nav.footer.requestDemo");
    expect(i18n._("validation.email.invalid")).not.toBe("validation.email.invalid");
    await expect(completeMessages()).resolves.toBeUndefined();
  });
});
