// The addresses the payment page links to, in the page's language where the site has the page, read
// from core's routes. Chinese has no package pages: its package table is /cn/product/global (as the
// console links, D134), its terms the English ones.
import { type Locale, routeById } from "@portolan/core";

const CHINESE_PACKAGE_PAGE = "product/global";

export const sitePath = (id: string, locale: Locale): string => {
  const own = routeById(locale === "zh" && id === "package" ? CHINESE_PACKAGE_PAGE : id)?.paths[locale];
  return own ?? routeById(id)?.paths.en ?? "/";
};
