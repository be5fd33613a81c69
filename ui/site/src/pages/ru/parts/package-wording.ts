// How a package tier reads in Russian: coverage (the form chosen by core's coverageText) and price.
import { coverageText, PACKAGE_TERM_MONTHS, type PackageTierTerms } from "@portolan/core";
import { countriesRu, monthsRu, usdRu } from "./ru-format.ts";

/** "Импорт США", "19 стран — импорт", "29 стран — импорт, 21 страна — экспорт". */
export const coverageRu = (tier: PackageTierTerms): string => {
  const { id, values } = coverageText(tier);
  if (id === "packages.coverage.PRO") return "Импорт США";
  const imports = `${countriesRu(values.imports)} — импорт`;
  return id === "packages.coverage.importOnly"
    ? imports
    : `${imports}, ${countriesRu(values.exports)} — экспорт`;
};

/** "2 399 $ в год". */
export const pricePerYearRu = (tier: PackageTierTerms): string => `${usdRu(tier.priceUsdPerYear)} в год`;

/** The term of every package: "12 месяцев, оплата полностью при заключении договора". */
export const TERM_RU = `${monthsRu(PACKAGE_TERM_MONTHS)} (1 год), оплата всей суммы при заключении договора`;
