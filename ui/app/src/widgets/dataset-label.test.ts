import {
  CUSTOMS_DATASETS,
  customsDatasetByValue,
  customsEnglishLabel,
  type Locale,
  SHIP_DATASETS,
  TRANSIT_DATASETS,
} from "@portolan/core";
import type { Translate } from "@portolan/kit/forms/notice-text.ts";
import { describe, expect, it } from "vitest";
import { poMessages } from "../i18n/po-messages.ts";
import { datasetLabel } from "./dataset-label.ts";

const translator =
  (locale: Locale): Translate =>
  (id, values = {}) => {
    const text = poMessages(locale)[id];
    if (text === undefined) throw new Error(`missing message ${id}`);
    return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
  };
const label = (value: string, locale: Locale) => {
  const d = customsDatasetByValue(value);
  if (d === undefined) throw new Error(value);
  return datasetLabel(translator(locale), d, locale);
};

describe("data set names", () => {
  it.each([
    ["IMP_USA_BL_SEA", "en", "United States imports, bills of lading (sea)"],
    ["EXP_MEXICO_CD_SEA", "en", "Mexico exports, customs declarations (sea)"],
    ["IMP_INDIA_CD_DEF", "en", "India imports, customs declarations"],
    ["IMP_USA_BL_SEA", "zh", "美国进口（提单数据，海运）"],
    ["IMP_INDIA_CD_DEF", "zh", "印度进口（海关报关数据）"],
    ["EXP_INDIA_CD_DEF", "ru", "Индия: экспорт, таможенные декларации"],
    ["IMP_SILKROAD_CD_DEF", "en", "Silk Road countries imports, customs declarations"],
    ["IMP_GLOBAL_BL_DEF", "zh", "全球进口（提单数据）"],
  ] as const)("%s in %s: %s", (value, locale, text) => {
    expect(label(value, locale)).toBe(text);
  });

  it("reads in English as core's English label, for every customs data set", () => {
    for (const d of CUSTOMS_DATASETS)
      expect(datasetLabel(translator("en"), d, "en")).toBe(customsEnglishLabel(d));
  });

  it("names ship and transit data in every language", () => {
    const ship = SHIP_DATASETS.find((d) => d.value === "DE");
    const transit = TRANSIT_DATASETS[0];
    if (ship === undefined || transit === undefined) throw new Error("catalogue changed");
    expect(datasetLabel(translator("en"), ship, "en")).toBe("Germany, ship data");
    expect(datasetLabel(translator("zh"), ship, "zh")).toBe("德国航运数据");
    expect(datasetLabel(translator("ru"), ship, "ru")).toBe("Германия: судовые данные");
    expect(datasetLabel(translator("ru"), transit, "ru")).toBe("Евразийский транзит");
  });

  it("has a name for every customs data set in Chinese and Russian", () => {
    for (const locale of ["zh", "ru"] as const)
      for (const d of CUSTOMS_DATASETS)
        expect(datasetLabel(translator(locale), d, locale)).not.toMatch(/[{}]|undefined/);
  });
});
