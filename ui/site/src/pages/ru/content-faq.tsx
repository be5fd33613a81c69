// /ru/content/faq: questions a buyer of trade data asks before and after buying, answered from core's figures.

import { useLingui } from "@lingui/react";
import {
  ACCOUNT_DORMANCY_MONTHS,
  CUSTOMS_DATASETS,
  DATA_COUNTRIES,
  ORDER_RESERVATION_DAYS,
  PACKAGE_TERM_MONTHS,
  PACKAGE_TIERS,
  PAYMENT_METHODS,
  packageTierLabel,
  paymentMethodLabel,
  SILK_ROAD_MEMBERS,
} from "@portolan/core";
import { Faq, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { CIS_OWN, ruCountryName } from "./parts/cis-countries.tsx";
import { coverageRu, pricePerYearRu } from "./parts/package-wording.ts";
import { PrivacyReplyTimes } from "./parts/privacy-rights.tsx";
import { countRu, daysRu, listRu, monthsRu } from "./parts/ru-format.ts";
import { ruPath } from "./parts/ru-paths.ts";
import { ALL_SEARCH_KINDS_RU } from "./parts/search-kinds-ru.ts";
import { ServiceAnswers } from "./parts/service-answers.tsx";

export const meta: PageMeta = {
  title: "Частые вопросы о торговых данных и пакетах | Portolan",
  description:
    "Ответы на частые вопросы: какие страны есть в данных, как искать покупателей, чем отличаются пакеты, как оплатить и что с возвратом.",
};

export const layout = "english";

export default function FaqPage() {
  const { i18n } = useLingui();
  const data = [
    {
      q: "Что такое таможенные данные и откуда они берутся?",
      a: `Это записи о внешнеторговых поставках: таможенные декларации, коносаменты и торговая статистика из официальных и открытых источников. Таможенные данные охватывают ${countRu(DATA_COUNTRIES, "страну", "страны", "стран")}. По каждой записи видно отправителя и получателя, товар, дату и объём поставки — в той мере, в какой их публикует источник.`,
    },
    {
      q: "Есть ли данные по России и странам СНГ?",
      a: (
        <p>
          Да. Собственные таможенные данные есть по странам:{" "}
          <span suppressHydrationWarning>{listRu(CIS_OWN.map(ruCountryName))}</span>. Страны{" "}
          <span suppressHydrationWarning>{listRu(SILK_ROAD_MEMBERS.map(ruCountryName))}</span> представлены
          общим набором данных «Страны Шёлкового пути». Полный список — на странице{" "}
          <a href={ruPath("datacountries")}>«Страны и данные»</a>.
        </p>
      ),
    },
    {
      q: "Как искать покупателей или поставщиков?",
      a: `Поиск работает ${ALL_SEARCH_KINDS_RU}. Какие поля доступны, зависит от источника: например, в части стран источник скрывает имя импортёра. В каталоге ${countRu(CUSTOMS_DATASETS.length, "набор", "набора", "наборов")} таможенных данных.`,
    },
  ];
  const buying = [
    {
      q: "Чем отличаются пакеты данных?",
      a: (
        <ul>
          {PACKAGE_TIERS.map((t) => (
            <li key={t.id}>
              {i18n._(packageTierLabel(t.id))}: {pricePerYearRu(t)}, {coverageRu(t)}.
            </li>
          ))}
        </ul>
      ),
    },
    {
      q: "На какой срок покупается пакет и как он оплачивается?",
      a: `На ${monthsRu(PACKAGE_TERM_MONTHS)}. Стоимость за год оплачивается полностью в начале действия договора.`,
    },
    {
      q: "Какие способы оплаты доступны?",
      a: `${PAYMENT_METHODS.map((m) => i18n._(paymentMethodLabel(m))).join("; ")}.`,
    },
    {
      q: "Что будет, если я оформлю заказ, но не оплачу его сразу?",
      a: `Заказ сохраняется ${daysRu(ORDER_RESERVATION_DAYS)}. Потом он становится недействительным; также он теряет силу, если до оплаты услугу обновили, сняли с продажи или изменили её цену. В этом случае оформите новый заказ.`,
    },
    {
      q: "Можно ли вернуть деньги?",
      a: "Некоторые услуги, приобретаемые онлайн, не подлежат возврату — это указывается при каждой покупке до оплаты. Подробности — в условиях пакетов данных.",
    },
  ];
  const account = [
    {
      q: "Могут ли пользоваться доступом мои коллеги?",
      a: "Да: основной аккаунт создаёт субаккаунты для сотрудников, с названием отдела и собственным именем пользователя. Передавать доступ другим компаниям нельзя.",
    },
    {
      q: "Что будет с учётной записью, если я долго не захожу?",
      a: `Учётная запись закрывается, если в неё не входили ${monthsRu(ACCOUNT_DORMANCY_MONTHS)} и у неё нет действующих услуг. Закрытие можно обжаловать.`,
    },
    { q: "Как быстро вы отвечаете на запросы о персональных данных?", a: <PrivacyReplyTimes /> },
  ];
  return (
    <>
      <Hero
        title="Частые вопросы"
        lead="Коротко о данных, пакетах, оплате и учётной записи. Вопросы сгруппированы по темам."
      />
      <Section title="О данных">
        <Faq items={data} />
      </Section>
      <Section title="Пакеты и оплата">
        <Faq items={buying} />
      </Section>
      <Section title="Учётная запись и конфиденциальность">
        <Faq items={account} />
      </Section>
      <Section title="Кредитные отчёты и взыскание долгов">
        <ServiceAnswers />
      </Section>
      <Section title="Не нашли ответ?">
        <p>
          <a href={ruPath("contact")}>Напишите нам через форму обратной связи</a> — ответим по существу
          вопроса.
        </p>
      </Section>
    </>
  );
}
