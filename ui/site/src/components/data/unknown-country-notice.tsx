// On the page that says how to choose a country, which the server sends for a country code without
// a page of its own (countrydetail?country=ZZ): says that this code has no data source, so what the
// visitor asked for does not vanish silently. Reads the address once hydrated: the prerendered page
// knows no query.
import { COUNTRY_QUERY_KEY, type Locale } from "@portolan/core";
import { useAfterHydration } from "@portolan/kit/forms/use-after-hydration.ts";

const NOTICE: Readonly<Record<Locale, (code: string) => string>> = {
  en: (code) => `We have no data source for the country code “${code}”. Choose one from the list.`,
  ru: (code) => `Для кода страны «${code}» источников данных нет. Выберите страну из списка.`,
  zh: (code) => `国家代码“${code}”没有数据来源。请从列表中选择国家。`,
};

export function UnknownCountryNotice(props: { readonly locale: Locale }) {
  const hydrated = useAfterHydration();
  const code = hydrated ? (new URLSearchParams(location.search).get(COUNTRY_QUERY_KEY) ?? "").trim() : "";
  return code === "" ? null : <p role="status">{NOTICE[props.locale](code.slice(0, 12))}</p>;
}
