// Where the console's commerce links go (decision D134): the payment page of the console's language
// (every language has one, D285; core's paymentPagePath); the package page is the language's /package (English and Russian, spec §2.3/§2.4); Chinese has
// none, so it links to /cn/product/global, the Chinese page with the package table.
import { type Locale, paymentPagePath, routeById } from "@portolan/core";

export const CHINESE_PACKAGE_PAGE = "/cn/product/global";

export const packagePageHref = (locale: Locale): string =>
  routeById("package")?.paths[locale] ?? CHINESE_PACKAGE_PAGE;

export const paymentHref = (orderId: string, locale: Locale): string => paymentPagePath(orderId, locale);

/** The payment link as it is shared: absolute, on the public site's origin. */
export const paymentUrl = (origin: string, orderId: string, locale: Locale): string =>
  `${origin}${paymentHref(orderId, locale)}`;
