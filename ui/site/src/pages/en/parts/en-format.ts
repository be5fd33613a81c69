// How figures read on the English pages: money, counts and the package tiers, all from core; numbers
// through Intl (the kit's format module).
import type { I18n } from "@lingui/core";
import {
  coverageText,
  findPackageTier,
  isPackageTierId,
  PACKAGE_TERM_MONTHS,
  PACKAGE_TIERS,
  type PackageTierId,
  type PackageTierTerms,
  packageMessages,
  packageTierLabel,
} from "@portolan/core";
import { formatCompact, formatNumber, formatUsd } from "@portolan/kit/format/numbers.ts";

/** 20000 -> "20,000". */
export const countEn = (n: number): string => formatNumber(n, "en");

/** 2399 -> "$2,399". */
export const usd = (n: number): string => formatUsd(n, "en");

/** 126000000 -> "126 million". */
export const millionsEn = (n: number): string => formatCompact(n, "en");

/** "PRO", "Global", "Plus", "Luxury", "Deluxe" (core's message text). */
export const tierName = (id: PackageTierId): string => packageMessages[packageTierLabel(id)];

/** "USA import", "19 countries import", "29 countries import and 21 export": core's words, from the page's catalogue. */
export const coverageEn = (tier: PackageTierTerms, i18n: I18n): string => {
  const { id, values } = coverageText(tier);
  return i18n._(id, values);
};

/** "1 year, billed in full at contract start". */
export const TERM_EN = packageMessages["packages.term"];
export const TERM_YEARS = PACKAGE_TERM_MONTHS / 12;

/** The cheapest package's yearly price, for "from $899 a year". */
export const LOWEST_PRICE = Math.min(...PACKAGE_TIERS.map((t) => t.priceUsdPerYear));

/** The tier of a `tier` query value (any case), or undefined. */
export const tierOfQuery = (value: string | null): PackageTierTerms | undefined => {
  const id = value?.toUpperCase();
  return isPackageTierId(id) ? findPackageTier(id) : undefined;
};

/** The purchase link of a tier: the package page's purchase section with the tier chosen. */
export const buyHref = (id: PackageTierId): string => `/en/package?tier=${id}#purchase`;

/** The widest package (the last, Deluxe), for "up to … countries". */
export const WIDEST_TIER: PackageTierTerms = PACKAGE_TIERS.reduce((a, b) =>
  b.importCountries + b.exportCountries > a.importCountries + a.exportCountries ? b : a,
);
