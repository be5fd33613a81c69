// The five packages of core's PACKAGE_TIERS as cards: price per year, coverage, term and a Buy link.
import { useLingui } from "@lingui/react";
import { PACKAGE_TIERS } from "@portolan/core";
import { buyHref, coverageEn, TERM_EN, tierName, usd } from "./en-format.ts";
import * as s from "./tier-cards.css.ts";

export function TierCards() {
  const { i18n } = useLingui();
  return (
    <ul className={s.list}>
      {PACKAGE_TIERS.map((tier) => (
        <li key={tier.id} className={s.card}>
          <h3 className={s.name}>{tierName(tier.id)}</h3>
          <p className={s.price}>
            {usd(tier.priceUsdPerYear)} <span className={s.per}>per year</span>
          </p>
          <ul className={s.facts}>
            <li>Coverage: {coverageEn(tier, i18n)}</li>
            <li>{TERM_EN}</li>
          </ul>
          <a className={s.buy} href={buyHref(tier.id)}>
            Buy {tierName(tier.id)}
          </a>
        </li>
      ))}
    </ul>
  );
}
