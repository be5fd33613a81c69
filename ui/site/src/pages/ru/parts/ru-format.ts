// Russian wording of numbers on the Russian pages: plural forms, digit grouping, prices and country
// counts, through Intl (the kit's format module). Words shown in several languages use ICU plurals
// in the catalogues instead.
import { formatNumber, formatUsd, pluralCategory } from "@portolan/kit/format/numbers.ts";

const NBSP = "\u00a0";

/** The Russian plural form of `n`: one (1, 21, 101…), few (2–4, 22–24…), many (the rest). */
export const pluralRu = (n: number, one: string, few: string, many: string): string =>
  ({ one, few, many, other: few, zero: many, two: few })[pluralCategory(n, "ru")];

/** 20000 -> "20 000" (groups of three with non-breaking spaces). */
export const groupRu = (n: number): string => formatNumber(n, "ru");

/** A price in US dollars: 2399 -> "2 399 $". */
export const usdRu = (n: number): string => formatUsd(n, "ru");

/** "21 страна", "19 стран", "2 страны". */
export const countriesRu = (n: number): string => `${n}${NBSP}${pluralRu(n, "страна", "страны", "стран")}`;

/** "1 день", "7 дней", "10 дней". */
export const daysRu = (n: number): string => `${n}${NBSP}${pluralRu(n, "день", "дня", "дней")}`;

/** "12 месяцев", "1 месяц". */
export const monthsRu = (n: number): string => `${n}${NBSP}${pluralRu(n, "месяц", "месяца", "месяцев")}`;

/** "18 лет", "1 год", "2 года". */
export const yearsRu = (n: number): string => `${n}${NBSP}${pluralRu(n, "год", "года", "лет")}`;

/** "Армения, Азербайджан и Беларусь". */
export const listRu = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} и ${items[items.length - 1]}`;

/** Genitive, after a noun: "данные 21 страны", "данные 50 стран". */
export const countriesGenitiveRu = (n: number): string =>
  `${n}${NBSP}${pluralRu(n, "страны", "стран", "стран")}`;

/** After "по": "по 21 стране", "по 43 странам". */
export const countriesDativeRu = (n: number): string =>
  `${n}${NBSP}${pluralRu(n, "стране", "странам", "странам")}`;

/** A number with its noun in the right form: countRu(111, "набор", "набора", "наборов") -> "111 наборов"… */
export const countRu = (n: number, one: string, few: string, many: string): string =>
  `${groupRu(n)}${NBSP}${pluralRu(n, one, few, many)}`;
