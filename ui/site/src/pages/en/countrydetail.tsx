// One country's data sources (query country=XX) with each source's live figures (an island). Each
// covered country's page is prerendered (core's pageVariantsOf); any other query gets the page that
// says how to choose a country.

import { COUNTRY_QUERY_KEY, datasetsOfCountry } from "@portolan/core";
import { countryName } from "@portolan/kit/format/country-name.ts";
import { ButtonLink, Hero, Section } from "../../components/content/content.tsx";
import { countryDetailHref } from "../../components/data/catalogue.ts";
import { useDataLabels } from "../../components/data/data-labels.ts";
import DataSourceList from "../../islands/data-sources.island.tsx";
import UnknownCountry from "../../islands/unknown-country.island.tsx";
import type { PageMeta, PageProps } from "../page-module.ts";
import { enPath } from "./parts/en-links.ts";

export const meta: PageMeta = {
  title: "Country data detail — data sources, records and searches | Portolan",
  description:
    "The customs and bill-of-lading sources of one country: records held, period covered, fields per record and the searches each source supports.",
};

export const layout = "english";

function Country({ code }: { readonly code: string }) {
  const name = countryName(code, "en");
  const datasets = datasetsOfCountry(code);
  const labels = useDataLabels();
  return (
    <>
      <Hero
        title={`${name}: trade data sources`}
        lead={`${labels.sourcesCover(datasets.length, name)} Live figures for each are below: how many records we hold, the period they span, and how you can search them.`}
      >
        <ButtonLink href={enPath("package")}>Find a package that covers {name}</ButtonLink>
      </Hero>
      <Section title={`Data sources of ${name}`} id="sources">
        <DataSourceList country={code} locale="en" />
      </Section>
      <Section title="Other countries">
        <p>
          <a href={enPath("datacountries")}>Back to all data countries</a>
        </p>
      </Section>
    </>
  );
}

export default function CountryDetail({ query }: PageProps) {
  const code = (query.get(COUNTRY_QUERY_KEY) ?? "").toUpperCase();
  if (datasetsOfCountry(code).length > 0) return <Country code={code} />;
  return (
    <>
      <Hero
        title="Country data detail"
        lead="Every country we cover has its own page: its customs and bill-of-lading sources, how many records each holds, the period covered and the searches it supports."
      />
      <Section title="Choose a country" id="choose">
        <p>
          Open the <a href={enPath("datacountries")}>data countries page</a> and select a country name in the
          catalogue or in the records table. For example:{" "}
          <a href={countryDetailHref("en", "US")}>United States data sources</a>.
        </p>
        <UnknownCountry />
      </Section>
    </>
  );
}
