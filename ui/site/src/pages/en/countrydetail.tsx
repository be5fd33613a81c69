// One country's data sources (query country=XX) with each source's live figures. The prerendered
// page has no query: it explains how to choose a country; the browser shows the chosen country once
// hydrated (useHydrated), so hydration matches the prerendered HTML.

import { countryName } from "@portolan/kit/format/country-name.ts";
import { ButtonLink, Hero, Section } from "../../components/content/content.tsx";
import { countryDetailHref, datasetsOfCountry } from "../../components/data/catalogue.ts";
import { swapFrame } from "../../components/data/data.css.ts";
import { useDataLabels } from "../../components/data/data-labels.ts";
import { DataSourceList } from "../../components/data/data-source-list.tsx";
import { useHydrated } from "../../components/data/use-hydrated.ts";
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
        <DataSourceList datasets={datasets} locale="en" />
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
  const hydrated = useHydrated();
  const code = (query.get("country") ?? "").toUpperCase();
  if (hydrated && datasetsOfCountry(code).length > 0)
    return (
      <div key={code} className={swapFrame}>
        <Country code={code} />
      </div>
    );
  const unknown = hydrated && code !== "";
  return (
    <div key="choose" className={swapFrame}>
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
        {unknown ? (
          <p role="status">We have no data source for the country code “{code}”. Choose one from the list.</p>
        ) : null}
      </Section>
    </div>
  );
}
