// /ru/countrydetail?country=XX: one country's data sources with each source's live figures (an
// island). Each covered country's page is prerendered (core's pageVariantsOf); any other query gets
// the page that says how to choose a country.

import { COUNTRY_QUERY_KEY, datasetsOfCountry } from "@portolan/core";
import { countryName } from "@portolan/kit/format/country-name.ts";
import { ButtonLink, Hero, Section } from "../../components/content/content.tsx";
import { countryDetailHref } from "../../components/data/catalogue.ts";
import { useDataLabels } from "../../components/data/data-labels.ts";
import DataSourceList from "../../islands/data-sources.island.tsx";
import UnknownCountry from "../../islands/unknown-country.island.tsx";
import type { PageMeta, PageProps } from "../page-module.ts";
import { ruPath } from "./parts/ru-paths.ts";

export const meta: PageMeta = {
  title: "Данные по стране: источники, записи и поиск | Portolan",
  description:
    "Источники таможенных данных и коносаментов одной страны: сколько записей, за какой период, какие поля и виды поиска доступны.",
};

export const layout = "english";

function Country({ code }: { readonly code: string }) {
  const name = countryName(code, "ru");
  const datasets = datasetsOfCountry(code);
  const labels = useDataLabels();
  return (
    <>
      <Hero
        title={`${name}: источники торговых данных`}
        lead={`${labels.sourcesCover(datasets.length, name)} Ниже — актуальные цифры по каждому: сколько записей мы храним, за какой период и как по ним можно искать.`}
      >
        <ButtonLink href={ruPath("package")}>Выбрать пакет с этой страной</ButtonLink>
      </Hero>
      <Section title="Источники данных" id="sources">
        <DataSourceList country={code} locale="ru" />
      </Section>
      <Section title="Другие страны">
        <p>
          <a href={ruPath("datacountries")}>Вернуться ко всем странам и источникам</a>
        </p>
      </Section>
    </>
  );
}

export default function CountryDetailPage({ query }: PageProps) {
  const code = (query.get(COUNTRY_QUERY_KEY) ?? "").toUpperCase();
  if (datasetsOfCountry(code).length > 0) return <Country code={code} />;
  return (
    <>
      <Hero
        title="Данные по стране"
        lead="У каждой страны из нашего каталога есть своя страница: источники таможенных данных и коносаментов, число записей, период и доступные виды поиска."
      />
      <Section title="Выберите страну" id="choose">
        <UnknownCountry />
        <p>
          Откройте страницу <a href={ruPath("datacountries")}>«Страны и источники данных»</a> и выберите
          страну в каталоге или в таблице записей. Например:{" "}
          <a href={countryDetailHref("ru", "RU")}>источники данных по России</a>,{" "}
          <a href={countryDetailHref("ru", "KZ")}>по Казахстану</a>,{" "}
          <a href={countryDetailHref("ru", "UZ")}>по Узбекистану</a>.
        </p>
      </Section>
    </>
  );
}
