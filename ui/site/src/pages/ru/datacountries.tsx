// /ru/datacountries: the catalogue of customs data sets by continent (core CUSTOMS_DATASETS) and the
// live statistics of the provider, through the shared data components.
import { CUSTOMS_DATASETS, DATA_COUNTRIES, SHIP_DATASETS, SILK_ROAD_MEMBERS } from "@portolan/core";
import { countryName } from "@portolan/kit/format/country-name.ts";
import { ButtonLink, Hero, Section } from "../../components/content/content.tsx";
import { DatasetCatalogue } from "../../components/data/dataset-catalogue.tsx";
import CountryStatistics from "../../islands/country-statistics.island.tsx";
import LiveStatistics from "../../islands/live-statistics.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { countRu, countriesDativeRu, countriesGenitiveRu, listRu } from "./parts/ru-format.ts";
import { ruPath } from "./parts/ru-paths.ts";

export const meta: PageMeta = {
  title: "Страны и источники таможенных данных | Portolan",
  description: `${countRu(CUSTOMS_DATASETS.length, "источник", "источника", "источников")} таможенных данных и коносаментов по континентам, доступные виды поиска и актуальное число записей по каждой стране.`,
};

export const layout = "english";

export default function DataCountriesPage() {
  return (
    <>
      <Hero
        title="Страны и источники данных"
        lead={`Таможенные декларации, коносаменты и списки участников ВЭД ${countriesGenitiveRu(DATA_COUNTRIES)} из ${countRu(CUSTOMS_DATASETS.length, "источника", "источников", "источников")}, а также судовые данные по ${countriesDativeRu(SHIP_DATASETS.length)}. Проверьте, что содержит каждый источник, до покупки.`}
      >
        <ButtonLink href={ruPath("package")}>Какой пакет их охватывает</ButtonLink>
      </Hero>
      <Section
        title="База данных сегодня"
        id="live"
        lead="Актуальные цифры из нашей базы на момент открытия страницы."
      >
        <LiveStatistics locale="ru" />
      </Section>
      <Section
        title="Источники данных по континентам"
        id="catalogue"
        lead="Каждая строка — один источник. В таможенных декларациях есть код ТН ВЭД и описание товара по каждой записи; в коносаментах — отправитель, получатель и груз каждой морской или авиаперевозки; в списках участников ВЭД — компании и коды товаров, которыми они торговали. Галочка означает, что такой поиск доступен: некоторые страны не раскрывают имя импортёра или экспортёра."
      >
        <DatasetCatalogue locale="ru" />
      </Section>
      <Section
        title="Записи по странам"
        id="records"
        lead="Сколько записей импорта и экспорта мы храним по каждой стране и дата самой свежей записи. Выберите страну, чтобы увидеть её источники подробно."
      >
        <CountryStatistics locale="ru" />
      </Section>
      <Section title="Как читать охват пакетов" id="coverage">
        <p>
          Пакет охватывает определённое число стран по импорту и по экспорту. Источники одной страны считаются
          один раз по каждому направлению; набор «Страны Шёлкового пути» охватывает вместе{" "}
          <span suppressHydrationWarning>{listRu(SILK_ROAD_MEMBERS.map((c) => countryName(c, "ru")))}</span>.{" "}
          <a href={ruPath("packageLearn")}>Как устроен охват в пакетах</a>.
        </p>
      </Section>
    </>
  );
}
