// /ru: the Russian home, for importers, exporters and logistics firms of Russia and the CIS.
import {
  CUSTOMS_DATASETS,
  DATA_COUNTRIES,
  ENTERPRISE_USERS,
  PACKAGE_TIERS,
  USER_COUNTRIES,
} from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section, Stats } from "../../components/content/content.tsx";
import LiveSamples from "../../islands/live-samples.island.tsx";
import TrySearch from "../../islands/try-search.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { CisCountries } from "./parts/cis-countries.tsx";
import { countriesGenitiveRu, groupRu, pluralRu, usdRu } from "./parts/ru-format.ts";
import { ruPath } from "./parts/ru-paths.ts";
import { RU_SOLUTIONS } from "./parts/solution-names.ts";

export const meta: PageMeta = {
  title: `Portolan — таможенные данные и коносаменты ${countriesGenitiveRu(DATA_COUNTRIES)}`,
  description: `Находите покупателей и поставщиков по таможенным данным, коносаментам и торговой статистике ${countriesGenitiveRu(DATA_COUNTRIES)}.`,
};

export const layout = "english";

const cheapest = Math.min(...PACKAGE_TIERS.map((t) => t.priceUsdPerYear));
/** The four solutions most asked for by importers, exporters and logistics firms. */
const FEATURED = RU_SOLUTIONS.filter((s) =>
  ["buyers", "suppliers", "international", "consultation"].includes(s.ruSlug),
);

export default function Home() {
  return (
    <>
      <Hero
        title={`Торговые данные ${countriesGenitiveRu(DATA_COUNTRIES)}`}
        lead="Таможенные декларации, коносаменты и торговая статистика в одном месте: находите покупателей и поставщиков, проверяйте партнёров и следите за рынками. Для импортёров, экспортёров и логистических компаний России и СНГ."
      >
        <ButtonLink href={ruPath("package")}>Выбрать пакет данных</ButtonLink>
        <ButtonLink href={ruPath("datacountries")} secondary>
          Страны и источники
        </ButtonLink>
      </Hero>
      <Stats
        items={[
          {
            value: String(DATA_COUNTRIES),
            label: `${pluralRu(DATA_COUNTRIES, "страна", "страны", "стран")} в таможенных данных`,
          },
          { value: String(CUSTOMS_DATASETS.length), label: "источников таможенных данных" },
          { value: `${groupRu(ENTERPRISE_USERS)}+`, label: "компаний-пользователей" },
          { value: `${USER_COUNTRIES}+`, label: "стран, где работают пользователи" },
        ]}
      />
      <Section
        title="Попробуйте поиск"
        id="try"
        lead="Введите слово из описания товара и посмотрите настоящие поставки в США из нашей базы, сначала самые новые."
      >
        <TrySearch locale="ru" />
      </Section>
      <Section
        title="Настоящие данные"
        id="samples"
        lead="Настоящий коносамент, крупный импортёр и его главные поставщики, помесячная динамика морского импорта США — прямо из нашей базы."
      >
        <LiveSamples locale="ru" />
      </Section>
      <Section
        title="Что вы найдёте в данных"
        lead="Каждая запись — реальная поставка: кто отправил, кто получил, что, когда и сколько."
      >
        <CardGrid
          items={[
            {
              title: "Покупатели вашего товара",
              text: "Импортёры, которые уже закупают ваш товар за рубежом, с объёмами и частотой закупок.",
            },
            {
              title: "Проверенные поставщики",
              text: "Производители и экспортёры с историей отгрузок — видно, кто завод, а кто посредник.",
            },
            {
              title: "Партнёры и конкуренты",
              text: "С кем торгуют ваши конкуренты, по каким маршрутам и в каких объёмах.",
            },
            {
              title: "Отслеживание и CRM",
              text: "Уведомления о новых поставках по электронной почте и CRM для работы с найденными компаниями.",
            },
          ]}
        />
        <p>
          <a href={ruPath("products")}>Все возможности платформы</a>
        </p>
      </Section>
      <Section
        title="Россия и СНГ в данных"
        lead="Таможенные данные стран региона — в том же поиске, что и остальной мир."
      >
        <CisCountries />
      </Section>
      <Section title="Решения для вашего бизнеса">
        <CardGrid items={FEATURED.map((s) => ({ title: s.name, text: s.summary, href: s.href }))} />
        <p>
          <a href={ruPath("solutions")}>Все решения по отраслям</a>
        </p>
      </Section>
      <Section
        title="Годовые пакеты данных"
        lead={`Пять пакетов под разный охват — от ${usdRu(cheapest)} в год. Оплата картой или банковским переводом.`}
      >
        <ButtonLink href={ruPath("package")}>Сравнить пакеты</ButtonLink>
      </Section>
    </>
  );
}
