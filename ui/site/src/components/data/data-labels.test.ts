import { describe, expect, it } from "vitest";
import { createSiteI18n } from "../../i18n/site-catalog.ts";
import { dataLabels } from "./data-labels.ts";

describe("the data blocks' words in each language", () => {
  it("picks the Russian plural form a count needs: one (1, 21), few (2), many (5)", async () => {
    const labels = dataLabels(await createSiteI18n("ru"));
    expect(labels.sourcesCover(1, "Мексика")).toBe("Мексика: 1 источник данных.");
    expect(labels.sourcesCover(2, "Мексика")).toBe("Мексика: 2 источника данных.");
    expect(labels.sourcesCover(5, "Мексика")).toBe("Мексика: 5 источников данных.");
    expect(labels.sourcesCover(21, "Мексика")).toBe("Мексика: 21 источник данных.");
    expect(labels.sourcesCover(12, "Мексика")).toBe("Мексика: 12 источников данных.");
  });

  it("picks the English form for one and for more, and Chinese has one form", async () => {
    const en = dataLabels(await createSiteI18n("en"));
    expect(en.sourcesCover(1, "Mexico")).toBe("1 data source covers Mexico.");
    expect(en.sourcesCover(3, "Mexico")).toBe("3 data sources cover Mexico.");
    const zh = dataLabels(await createSiteI18n("zh"));
    expect(zh.sourcesCover(3, "墨西哥")).toBe("墨西哥共有 3 个数据源。");
  });

  it("fills a caption's placeholder in each language", async () => {
    expect(dataLabels(await createSiteI18n("en")).statsCaption("Asia")).toBe("Records per country in Asia");
    expect(dataLabels(await createSiteI18n("zh")).catalogueCaption("亚洲")).toBe(
      "亚洲的数据集及支持的搜索方式",
    );
    expect(dataLabels(await createSiteI18n("ru")).continents.ASIA).toBe("Азия");
  });
});

// Decision D193: without a loaded record there is no date to show, and the status line says so.
describe("the live figures' status line", () => {
  it.each(["zh", "en", "ru"] as const)(
    "in %s names the newest record's date, or says none is loaded",
    async (locale) => {
      const { ready } = dataLabels(await createSiteI18n(locale));
      expect(ready("2026-06-28")).toContain("2026-06-28");
      const none = ready(undefined);
      expect(none).not.toMatch(/\d{4}-\d{2}-\d{2}|undefined/);
      expect(none).not.toBe(ready(""));
    },
  );

  it("says no record is loaded in each language's words", async () => {
    expect(dataLabels(await createSiteI18n("en")).ready(undefined)).toMatch(/^No records are loaded/);
    expect(dataLabels(await createSiteI18n("ru")).ready(undefined)).toMatch(/^В базу ещё не загружено/);
    expect(dataLabels(await createSiteI18n("zh")).ready(undefined)).toMatch(/^数据库中尚未载入/);
  });
});
