// Demo companies: a name in the country's naming tradition, a real city, a street address.

import { citiesOf } from "./cities.ts";
import { COUNTRY_NAMING, STYLES } from "./company-styles.ts";
import type { Prng } from "./prng.ts";

export interface GeneratedCompany {
  readonly name: string;
  readonly country: string;
  readonly city: string;
  /** US state; null elsewhere. */
  readonly state: string | null;
  readonly zip: string | null;
  readonly address: string;
}

/** The countries demo companies can sit in. */
export const COMPANY_COUNTRIES: readonly string[] = Object.keys(COUNTRY_NAMING);

const legalForm = (rng: Prng, forms: readonly string[]): string =>
  forms.length === 1 || rng.chance(0.6) ? (forms[0] as string) : rng.pick(forms.slice(1));

export const makeCompany = (rng: Prng, country: string): GeneratedCompany => {
  const naming = COUNTRY_NAMING[country];
  const city = rng.pick(citiesOf(country));
  if (naming === undefined || city === undefined) throw new Error(`no naming or cities for ${country}`);
  const [styleName, forms] = naming;
  const style = STYLES[styleName];
  const stem = rng.pick(style.stems);
  const trade = rng.pick(style.trades);
  let body = style.tradeFirst ? `${trade} ${stem}` : `${stem} ${trade}`;
  if (styleName === "cn") body = `${city.name} ${body}`;
  const form = legalForm(rng, forms);
  const name = form.includes("*") ? form.replace("*", body) : `${body} ${form}`;
  const zip = city.zipPrefix === null ? null : `${city.zipPrefix}${String(rng.int(1, 99)).padStart(2, "0")}`;
  return {
    name,
    country,
    city: city.name,
    state: city.state,
    zip,
    address: `${rng.int(1, 2999)} ${rng.pick(style.streets)}`,
  };
};
