// The companies behind the benchmark's spellings (issue 30): names in the styles of the US, China,
// Vietnam, Germany and Mexico, each with one address, phone and e-mail; a third get a near-named twin
// (one letter apart: FOODS/FOOD, XYZ/XYA) in another city, a different company.

import { mulberry32 } from "@portolan/server";
import * as V from "./vocabulary.ts";

export interface Rng {
  readonly int: (n: number) => number;
  readonly bool: (p: number) => boolean;
  readonly pick: <T>(list: readonly T[]) => T | undefined;
  readonly person: () => string;
  readonly place: (country: string) => V.Place;
}

export const rng = (seed: number): Rng => {
  // The demo data's seeded generator: the same seed, the same set.
  const { next } = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)];
  return {
    int,
    bool: (p) => next() < p,
    pick,
    person: () => `${pick(V.FIRST_NAMES)} ${pick(V.LAST_NAMES)}`,
    place: (country) => {
      if (country === "US") return pick(V.US_PLACES) as V.Place;
      const city = pick(V.FOREIGN_CITIES[country] ?? ["CITY"]) as string;
      return { city, state: "", zip: String(100000 + int(800000)), area: String(20 + int(70)) };
    },
  };
};

export interface Company {
  readonly id: string;
  readonly country: string;
  readonly name: string;
  /** The name without its legal form, and the forms the country writes. */
  readonly base: string;
  readonly form: string;
  readonly forms: readonly string[];
  /** Words a typo may fall in. */
  readonly distinctive: readonly string[];
  readonly place: V.Place;
  readonly street: string;
  readonly phone: string;
  readonly email: string;
  readonly spellings: readonly string[];
  readonly forwarder: boolean;
}

const STYLES = [
  { country: "US", share: 0.55 },
  { country: "CN", share: 0.25 },
  { country: "VN", share: 0.07 },
  { country: "DE", share: 0.07 },
  { country: "MX", share: 0.06 },
];

const baseName = (
  r: Rng,
  country: string,
): { base: string; forms: readonly string[]; distinctive: string[] } => {
  const p = <T>(l: readonly T[]) => r.pick(l) as T;
  if (country === "CN") {
    const w = p(V.CN_WORDS);
    return { base: `${p(V.CN_PLACES)} ${w} ${p(V.CN_TRADES)}`, forms: V.CN_FORMS, distinctive: [w] };
  }
  if (country === "VN") {
    const w = p(V.VN_WORDS);
    return { base: `${w} ${p(V.VN_TRADES)}`, forms: V.VN_FORMS, distinctive: w.split(" ") };
  }
  if (country === "DE") {
    const w = p(V.DE_WORDS);
    return { base: `${w} ${p(V.DE_TRADES)}`, forms: V.DE_FORMS, distinctive: [w] };
  }
  if (country === "MX") {
    const w = p(V.MX_WORDS);
    return {
      base: `${w} ${r.pick(["", "DEL NORTE", "INTERNACIONAL", "DE OCCIDENTE"])}`.trim(),
      forms: V.MX_FORMS,
      distinctive: w.split(" "),
    };
  }
  const w = p(V.US_WORDS);
  const t = p(V.US_TRADES);
  return { base: `${w} ${t}`, forms: V.US_FORMS, distinctive: [...w.split(" "), ...t.split(" ")] };
};

const SYLLABLES = [
  "KOR",
  "VAL",
  "MEN",
  "TRA",
  "LIS",
  "DOR",
  "BEX",
  "QUIN",
  "SAL",
  "TON",
  "RIV",
  "ZAN",
  "PEL",
  "MOR",
  "KES",
  "DUN",
];

/** A made-up word of three syllables. */
const coin = (r: Rng): string => [0, 1, 2].map(() => r.pick(SYLLABLES)).join("");

/** The same name one letter apart: a plural dropped or one letter of a distinctive word changed. */
const nearName = (r: Rng, base: string, distinctive: readonly string[]): string => {
  if (/S$/.test(base) && r.bool(0.5)) return base.slice(0, -1);
  const word = r.pick(distinctive.filter((w) => w.length >= 3)) ?? base;
  const at = word.length - 1 - r.int(Math.min(2, word.length - 1));
  const swapIn = r.pick([..."AEIOUBDGKMNRST"].filter((x) => x !== word[at])) as string;
  return base.replace(word, word.slice(0, at) + swapIn + word.slice(at + 1));
};

export const makeCompanies = (r: Rng, size: number, forwarderSpellings: readonly (readonly string[])[]) => {
  const used = new Set<string>();
  const companies: Company[] = [];
  const make = (
    country: string,
    base: string,
    forms: readonly string[],
    distinctive: string[],
    not?: V.Place,
  ): Company => {
    const form = r.pick(forms) as string;
    let place = r.place(country);
    while (place.city === not?.city) place = r.place(country);
    const phone = `${place.area}-${100 + r.int(900)}-${1000 + r.int(9000)}`;
    const domain = base.toLowerCase().replace(/[^a-z]/g, "");
    const email = r.bool(0.5) ? `sales@${domain}.com` : `${domain.slice(0, 8)}${r.int(99)}@gmail.com`;
    used.add(base);
    return {
      id: `c${companies.length}`,
      country,
      name: `${base} ${form}`,
      base,
      form,
      forms,
      distinctive,
      place,
      street: `${1 + r.int(9800)} ${r.pick(V.STREETS)}`,
      phone,
      email,
      spellings: [],
      forwarder: false,
    };
  };
  while (companies.length < size) {
    const x = r.int(100) / 100;
    let upTo = 0;
    const style =
      STYLES.find((s) => {
        upTo += s.share;
        return x < upTo;
      }) ?? (STYLES[0] as (typeof STYLES)[number]);
    const named = baseName(r, style.country);
    // A large set runs out of the word lists' names: a made-up word keeps each one a company of its own.
    const coined = used.has(named.base) ? coin(r) : null;
    const base = coined === null ? named.base : `${coined} ${named.base}`;
    const distinctive = coined === null ? named.distinctive : [coined, ...named.distinctive];
    const forms = named.forms;
    if (used.has(base)) continue;
    const c = make(style.country, base, forms, distinctive);
    companies.push(c);
    if (!r.bool(1 / 3)) continue;
    const twin = nearName(r, base, distinctive);
    if (used.has(twin)) continue;
    const words = twin.split(" ").filter((w) => !base.split(" ").includes(w));
    companies.push({
      ...make(style.country, twin, forms, words.length > 0 ? words : distinctive, c.place),
      id: `c${companies.length}`,
    });
  }
  const forwarders = forwarderSpellings.map((spellings, i) => {
    const f = make("US", spellings[0] as string, [""], [(spellings[0] as string).split(" ")[0] as string]);
    return { ...f, id: `f${i}`, name: spellings[0] as string, spellings, forwarder: true };
  });
  return { companies, forwarders };
};
