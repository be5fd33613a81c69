// @vitest-environment jsdom
// Component test: a change on a year earlier says its direction by sign and arrow, not by colour alone,
// in each language; no trade a year earlier reads "new".
import { I18nProvider } from "@lingui/react";
import type { Locale } from "@portolan/core";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { consoleCatalog } from "../i18n/console-catalog.ts";
import { ChangeFigure } from "./change-figure.tsx";
import { PackageRefusal } from "./package-refusal.tsx";
import { ShareBar } from "./share-bar.tsx";

afterEach(cleanup);

const show = async (locale: Locale, node: React.ReactNode) => {
  const i18n = await createI18n(locale, async (l) => ({ messages: await consoleCatalog(l) }));
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
};

describe("a change on a year earlier", () => {
  it("shows a rise with a plus and an up arrow, a fall with a minus and a down arrow", async () => {
    const { container } = await show(
      "en",
      <>
        <ChangeFigure change={0.0303} locale="en" />|<ChangeFigure change={-0.0385} locale="en" />|
        <ChangeFigure change={0} locale="en" />
      </>,
    );
    expect(container.textContent).toBe("▲ +3%|▼ -3.9%|0%");
    const [up, down, flat] = [...container.querySelectorAll("[data-change]")];
    expect(up?.getAttribute("data-change")).toBe("up");
    expect(down?.getAttribute("data-change")).toBe("down");
    expect(flat?.getAttribute("data-change")).toBe("flat");
    // The arrows are decoration: a screen reader hears the signed figure.
    expect(up?.querySelector("[aria-hidden=true]")?.textContent).toBe("▲ ");
    expect(up?.className).not.toBe(down?.className);
  });

  it("says new when there was no trade a year earlier, in each language", async () => {
    for (const [locale, word] of [
      ["en", "new"],
      ["zh", "新增"],
      ["ru", "новый"],
    ] as const) {
      const { container, unmount } = await show(locale, <ChangeFigure change={null} locale={locale} />);
      expect(container.textContent).toBe(word);
      unmount();
    }
  });

  it("shows a dash, said in words, when a year earlier is not wholly in the data", async () => {
    const { container } = await show("en", <ChangeFigure change={null} comparable={false} locale="en" />);
    expect(container.textContent).toBe("—no comparison: a year earlier is not in the data");
    expect(container.querySelector("[aria-hidden=true]")?.textContent).toBe("—");
  });
});

describe("a share bar", () => {
  it("is as wide as the part, never beyond the track, with the percent beside it", async () => {
    const { container } = await show(
      "ru",
      <>
        <ShareBar share={0.265} locale="ru" />
        <ShareBar share={1.4} locale="ru" />
      </>,
    );
    const bars = [...container.querySelectorAll<HTMLElement>("[aria-hidden=true] > span")];
    expect(bars.map((b) => b.style.width)).toEqual(["26.5%", "100%"]);
    expect(container.textContent).toBe("26,5\u00a0%140\u00a0%");
  });
});

describe("a package's refusal", () => {
  it("is an alert saying what is missing and what it gives, with the packages that include it", async () => {
    await show(
      "zh",
      <PackageRefusal missing="Missing." offers="It gives figures." packagePath="/cn/package" />,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Missing.It gives figures. 查看包含该功能的套餐");
    expect(screen.getByRole("link").getAttribute("href")).toBe("/cn/package");
  });
});
