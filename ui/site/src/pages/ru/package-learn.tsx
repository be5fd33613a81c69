// /ru/packageLearn: how the annual data packages work, how to choose one and how to buy it.

import { useLingui } from "@lingui/react";
import { PACKAGE_TIERS, PASSWORD_MIN_LENGTH, type PackageTierId, packageTierLabel } from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Prose, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { PackageFacts } from "./parts/package-facts.tsx";
import { coverageRu, pricePerYearRu } from "./parts/package-wording.ts";
import { ruPath } from "./parts/ru-paths.ts";
import { ALL_SEARCH_KINDS_RU } from "./parts/search-kinds-ru.ts";

export const meta: PageMeta = {
  title: "Как работают пакеты данных: выбор и покупка | Portolan",
  description:
    "Что входит в годовой пакет таможенных данных, какой пакет выбрать под ваши рынки и как оформить и оплатить покупку онлайн.",
};

export const layout = "english";

const WHO_FOR: Readonly<Record<PackageTierId, string>> = {
  PRO: "Для тех, кто продаёт в США или ищет американских покупателей и их поставщиков.",
  GLOBAL: "Для экспортёров, которые ищут покупателей сразу на нескольких рынках.",
  PLUS: "Когда нужен широкий охват импорта и первый взгляд на экспорт — кто поставляет конкурентам.",
  LUXURY: "Для закупщиков и логистов: импорт и экспорт, чтобы видеть поставщиков и покупателей одновременно.",
  DELUXE: "Максимальный охват для аналитиков, консалтинга и крупных торговых компаний.",
};

export default function PackageLearnPage() {
  const { i18n } = useLingui();
  return (
    <>
      <Hero
        title="Как устроены пакеты данных"
        lead="Пакет — это годовой доступ к таможенным данным выбранных стран: поиск сделок, компаний и их торговых партнёров в одном кабинете."
      >
        <ButtonLink href={ruPath("package")}>Перейти к пакетам</ButtonLink>
      </Hero>
      <Section title="Что входит в пакет">
        <Prose>
          <p>
            Пакет открывает таможенные декларации и коносаменты стран из его охвата. Поиск работает{" "}
            {ALL_SEARCH_KINDS_RU}, если источник данных страны поддерживает такое поле.
          </p>
          <p>
            По каждой записи видно, кто отправил и кто получил груз, что это за товар, когда и в каком объёме
            он прошёл таможню. Из записей строятся профили компаний: их партнёры, товары и динамика поставок.
            Интересные компании можно сохранить и отслеживать с уведомлениями по электронной почте.
          </p>
        </Prose>
      </Section>
      <Section
        title="Какой пакет выбрать"
        lead="Ориентируйтесь на страны, с которыми вы торгуете или хотите торговать."
      >
        <CardGrid
          items={PACKAGE_TIERS.map((t) => ({
            title: `${i18n._(packageTierLabel(t.id))} — ${pricePerYearRu(t)}`,
            text: `${coverageRu(t)}. ${WHO_FOR[t.id]}`,
          }))}
        />
        <p>
          Список стран и источников данных — на странице{" "}
          <a href={ruPath("datacountries")}>«Страны и данные»</a>.
        </p>
      </Section>
      <Section title="Как купить пакет">
        <Prose>
          <ol>
            <li>Выберите пакет на странице пакетов и нажмите «Купить».</li>
            <li>
              Укажите имя, фамилию и адрес электронной почты, придумайте пароль не короче{" "}
              {PASSWORD_MIN_LENGTH} символов и примите условия.
            </li>
            <li>Введите текст с картинки (капчу) и подтвердите заказ.</li>
            <li>
              Оплатите заказ удобным способом. После оплаты доступ к данным открывается на весь срок пакета.
            </li>
          </ol>
        </Prose>
      </Section>
      <Section title="Оплата, срок и возвраты">
        <PackageFacts />
        <p>
          Подробно — в <a href={ruPath("packageterms")}>условиях пакетов данных</a>. Остались вопросы?
          Смотрите <a href={ruPath("content/faq")}>частые вопросы</a> или{" "}
          <a href={ruPath("contact")}>напишите нам</a>.
        </p>
      </Section>
    </>
  );
}
