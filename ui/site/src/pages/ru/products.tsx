// /ru/products: what the platform does (spec §1), for a Russian-speaking buyer of trade data.
import { CUSTOMS_DATASETS, DATA_COUNTRIES, SHIP_DATASETS } from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import LiveSamples from "../../islands/live-samples.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { countRu, countriesDativeRu, countriesGenitiveRu } from "./parts/ru-format.ts";
import { ruPath } from "./parts/ru-paths.ts";
import { ALL_SEARCH_KINDS_RU } from "./parts/search-kinds-ru.ts";

export const meta: PageMeta = {
  title: "Возможности платформы: поиск по таможенным данным, профили компаний, CRM | Portolan",
  description: `Ищите по таможенным декларациям и коносаментам ${countriesGenitiveRu(DATA_COUNTRIES)}, изучайте компании и их партнёров, отслеживайте поставки и ведите клиентов в CRM.`,
};

export const layout = "english";

export default function ProductsPage() {
  return (
    <>
      <Hero
        title="От таможенных записей — к клиентам"
        lead="Одна платформа, чтобы искать поставки по всему миру, понимать, какие компании за ними стоят, и превращать их в клиентов и поставщиков."
      >
        <ButtonLink href={ruPath("package")}>Пакеты и цены</ButtonLink>
      </Hero>
      <Section
        title="Поиск по торговым данным"
        id="trade-data"
        lead={`Таможенные декларации, коносаменты и торговая статистика ${countriesGenitiveRu(DATA_COUNTRIES)}: ${countRu(CUSTOMS_DATASETS.length, "источник", "источника", "источников")} таможенных данных и судовые данные по ${countriesDativeRu(SHIP_DATASETS.length)}.`}
      >
        <CardGrid
          items={[
            {
              title: "Четыре вида поиска",
              text: `Поиск ${ALL_SEARCH_KINDS_RU}. По каждому источнику видно, какие из них он поддерживает.`,
            },
            {
              title: "Импорт и экспорт",
              text: "Выберите страну и направление или ищите сразу по нескольким странам, которые входят в ваш пакет.",
            },
            {
              title: "Подробности поставки",
              text: "Отправитель, получатель и уведомляемая сторона, описание и код товара, количество, вес, стоимость, порты, судно и контейнеры — если их записал источник.",
            },
            {
              title: "Сохранение и выгрузка",
              text: "Сохраняйте поиски и компании в избранное и выгружайте результаты для собственного анализа.",
            },
          ]}
        />
        <p>
          <a href={ruPath("datacountries")}>Какие страны и источники доступны</a>
        </p>
      </Section>
      <Section
        title="Как выглядят данные"
        id="samples"
        lead="Настоящий коносамент, крупный импортёр и его главные поставщики, помесячная динамика морского импорта США — прямо из нашей базы."
      >
        <LiveSamples locale="ru" />
      </Section>
      <Section title="Компании и их связи" id="companies">
        <CardGrid
          items={[
            {
              title: "Профили компаний",
              text: "Адрес, сайт, контакты, размер, деятельность и история поставок компании на одной странице.",
            },
            {
              title: "Партнёры и цепочки поставок",
              text: "У кого компания покупает и кому продаёт, сколько и как часто — на несколько звеньев цепочки.",
            },
            {
              title: "Отслеживание компаний",
              text: "Поставьте компанию на отслеживание и получайте письмо, когда у неё появляется новая поставка.",
            },
            {
              title: "Анализ рынка",
              text: "Торговая статистика по странам и товарам: как меняется спрос и кто на нём зарабатывает.",
            },
          ]}
        />
      </Section>
      <Section title="Маркетинг и работа с клиентами" id="marketing">
        <CardGrid
          items={[
            {
              title: "Поиск потенциальных клиентов",
              text: "Находите компании через поисковые системы, социальные сети, B2B-площадки, карты и выставки и собирайте их в пул клиентов.",
            },
            {
              title: "CRM",
              text: "Частные, общие и совместные клиенты, напоминания, метки и статистика по работе команды.",
            },
            {
              title: "Почтовый центр",
              text: "Письма, шаблоны и отчёты о рассылках — прямо из карточки найденной компании.",
            },
            {
              title: "ИИ-инструменты",
              text: "Деловые письма, тексты для соцсетей и переводы с помощью ИИ, а также ИИ-ассистент.",
            },
          ]}
        />
      </Section>
      <Section title="Командная работа">
        <p>
          Основной аккаунт создаёт субаккаунты для сотрудников, с названием отдела и именем пользователя, и
          видит общую картину работы с клиентами.
        </p>
        <ButtonLink href={ruPath("solutions")}>Решения для вашей отрасли</ButtonLink>
      </Section>
    </>
  );
}
