// A data set's name in the user's language (the dashboard's owned data sets). Core's catalogue gives
// the parts (country, flow, source kind, variant); the words are this area's messages; a country's
// name is core's Chinese name in Chinese, core's English name in English, the browser's otherwise.
import { type AnyDataset, countryByCode, type Locale } from "@portolan/core";
import { countryName } from "@portolan/kit/format/country-name.ts";
import type { Translate } from "@portolan/kit/forms/notice-text.ts";

export const placeName = (code: string, locale: Locale): string => {
  const country = countryByCode(code);
  if (locale === "zh" && country !== undefined) return country.zh;
  if (locale === "en" && country !== undefined) return country.en;
  return countryName(code, locale);
};

/** The token of a multi-country group: IMP_SILKROAD_CD_DEF -> SILKROAD. */
const groupToken = (value: string): string => value.split("_").slice(1, -2).join("_");

export const datasetLabel = (t: Translate, d: AnyDataset, locale: Locale): string => {
  if (d.category === 59) return t("pages.dataset.transit");
  if (d.category === 60) return t("pages.dataset.ship", { place: placeName(d.value, locale) });
  const place =
    d.country === null ? t(`pages.dataset.group.${groupToken(d.value)}`) : placeName(d.country, locale);
  const parts = {
    place,
    flow: t(`pages.dataset.flow.${d.type}`),
    kind: t(`pages.dataset.kind.${d.kind}`),
  };
  return d.variant === "DEF"
    ? t("pages.dataset.label", parts)
    : t("pages.dataset.labelVariant", { ...parts, variant: t(`pages.dataset.variant.${d.variant}`) });
};
