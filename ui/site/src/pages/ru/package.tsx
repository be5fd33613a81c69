// /ru/package: the five annual data packages (core PACKAGE_TIERS) and the place of the purchase form.

import { useLingui } from "@lingui/react";
import { PACKAGE_TIERS, packageTierLabel } from "@portolan/core";
import { ButtonLink, DataTable, Hero, Section } from "../../components/content/content.tsx";
import PurchaseForm from "../../islands/purchase-form.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { PackageFacts } from "./parts/package-facts.tsx";
import { coverageRu, pricePerYearRu } from "./parts/package-wording.ts";
import { countriesRu } from "./parts/ru-format.ts";
import { ruPath } from "./parts/ru-paths.ts";
import { TierCards } from "./parts/tier-cards.tsx";

const largest = PACKAGE_TIERS[PACKAGE_TIERS.length - 1];

export const meta: PageMeta = {
  title: "Пакеты таможенных данных на год — цены | Portolan",
  description: `Пять годовых пакетов таможенных данных: от импорта США до ${countriesRu(largest?.importCountries ?? 0)} по импорту. Цены в долларах США, оплата картой или банковским переводом.`,
};

export const layout = "english";

export default function PackagePage() {
  const { i18n } = useLingui();
  return (
    <>
      <Hero
        title="Годовые пакеты торговых данных"
        lead="Выберите охват, который нужен вашему бизнесу: от импорта США до десятков стран по импорту и экспорту. Один пакет — один год полного доступа к поиску по таможенным данным."
      >
        <ButtonLink href="#packages">Сравнить пакеты</ButtonLink>
        <ButtonLink href={ruPath("packageLearn")} secondary>
          Как устроены пакеты
        </ButtonLink>
      </Hero>
      <Section
        id="packages"
        title="Пакеты и цены"
        lead="Цена указана за год в долларах США. Охват — число стран, таможенные данные которых входят в пакет."
      >
        <TierCards />
      </Section>
      <Section title="Сравнение пакетов">
        <DataTable
          caption="Годовые пакеты: цена и охват данных"
          head={["Пакет", "Цена", "Охват"]}
          rows={PACKAGE_TIERS.map((t) => [i18n._(packageTierLabel(t.id)), pricePerYearRu(t), coverageRu(t)])}
        />
      </Section>
      <Section title="Условия покупки">
        <PackageFacts />
        <p>
          Полные условия — в разделе <a href={ruPath("packageterms")}>«Условия пакетов данных»</a>.
        </p>
      </Section>
      <Section id="purchase" title="Оформление покупки">
        <PurchaseForm />
      </Section>
    </>
  );
}
