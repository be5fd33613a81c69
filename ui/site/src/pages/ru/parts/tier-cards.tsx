// The five annual packages (core PACKAGE_TIERS) as cards, each with its price, coverage and a buy link.
import { useLingui } from "@lingui/react";
import { PACKAGE_TIERS, packageTierLabel } from "@portolan/core";
import { ButtonLink } from "../../../components/content/content.tsx";
import { coverageRu, pricePerYearRu } from "./package-wording.ts";
import { purchaseHref } from "./ru-paths.ts";
import * as s from "./tier-cards.css.ts";

export function TierCards() {
  const { i18n } = useLingui();
  return (
    <ul className={s.list}>
      {PACKAGE_TIERS.map((tier) => {
        const name = i18n._(packageTierLabel(tier.id));
        return (
          <li key={tier.id} className={s.card}>
            <h3 className={s.name}>{name}</h3>
            <p className={s.price}>{pricePerYearRu(tier)}</p>
            <p className={s.detail}>{coverageRu(tier)}</p>
            <ButtonLink href={purchaseHref(tier.id)}>Купить пакет {name}</ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}
