// @vitest-environment jsdom
// Component test (jsdom, real catalogues): a sum that some shipments lacked says how many it is of,
// in each language with its plurals; a sum of none is "–", never 0 (issue 31 item 10, D322).
import { I18nProvider } from "@lingui/react";
import type { Locale } from "@portolan/core";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { consoleCatalog } from "../i18n/console-catalog.ts";
import { KnownFigure } from "./known-figure.tsx";

const text = async (locale: Locale, known: number, of: number, what: "weight" | "value" = "value") => {
  const i18n = await createI18n(locale, async (l) => ({ messages: await consoleCatalog(l) }));
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <KnownFigure sum={12000} known={known} of={of} what={what} n={(v) => String(v)} />
    </I18nProvider>,
  );
  return container.textContent;
};
afterEach(cleanup);

describe("KnownFigure", () => {
  it("shows – for a sum of no known figure, and the sum alone when every one was known", async () => {
    expect(await text("en", 0, 5)).toBe("–");
    expect(await text("en", 5, 5)).toBe("12000");
    // No shipments (a month in which nothing shipped): the sum is a true figure, not unknown (D341).
    expect(await text("en", 0, 0)).toBe("12000");
  });

  it.each([
    ["en", 3, 5, "value", "12000value known for 3 of 5 shipments"],
    ["en", 1, 1 + 0, "value", "12000"],
    ["en", 2, 3, "weight", "12000weight known for 2 of 3 shipments"],
    ["zh", 3, 5, "value", "120005 票运单中 3 票金额已知"],
    ["ru", 3, 5, "value", "12000стоимость известна для 3 из 5 отгрузок"],
    ["ru", 1, 21, "value", "12000стоимость известна для 1 из 21 отгрузки"],
    ["ru", 2, 3, "weight", "12000вес известен для 2 из 3 отгрузок"],
  ] as const)("%s: %i of %i (%s) reads %s", async (locale, known, of, what, said) => {
    expect(await text(locale, known, of, what)).toBe(said);
  });
});
