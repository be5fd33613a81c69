import { CUSTOMS_DATASETS, DATA_COUNTRIES, SHIP_DATASETS, SILK_ROAD_MEMBERS } from "@portolan/core";
import { countryName } from "@portolan/kit/format/country-name.ts";
import { ButtonLink, Hero, Section } from "../../components/content/content.tsx";
import { DatasetCatalogue } from "../../components/data/dataset-catalogue.tsx";
import CountryStatistics from "../../islands/country-statistics.island.tsx";
import LiveStatistics from "../../islands/live-statistics.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { enPath } from "./parts/en-links.ts";

export const meta: PageMeta = {
  title: "Data countries — customs data sources and live record counts | Portolan",
  description: `The ${CUSTOMS_DATASETS.length} customs and bill-of-lading data sources behind Portolan by continent, the searches each supports, and live record counts per country.`,
};

export const layout = "english";

export default function DataCountries() {
  return (
    <>
      <Hero
        title="Data countries and sources"
        lead={`Customs declarations, bills of lading and trader lists for ${DATA_COUNTRIES} countries from ${CUSTOMS_DATASETS.length} data sources, plus ship data for ${SHIP_DATASETS.length} countries. Check exactly what each source holds before you buy.`}
      >
        <ButtonLink href={enPath("package")}>See which package covers them</ButtonLink>
      </Hero>
      <Section
        title="The database today"
        id="live"
        lead="Live figures, read from our database as you open this page."
      >
        <LiveStatistics locale="en" />
      </Section>
      <Section
        title="Data sources by continent"
        id="catalogue"
        lead="Each row is one data source. Customs declarations carry the HS code and goods of every entry; bills of lading name the shipper, consignee and goods of every sea or air shipment; trader lists name the companies and the HS codes they traded. A tick shows the searches a source supports — some countries withhold the importer's or exporter's name."
      >
        <DatasetCatalogue locale="en" />
      </Section>
      <Section
        title="Records per country"
        id="records"
        lead="Import and export records we hold for each country and the date of the newest one. Choose a country for the detail of its sources."
      >
        <CountryStatistics locale="en" />
      </Section>
      <Section title="How to read the coverage" id="coverage">
        <p>
          A package covers a number of import countries and export countries. Country-level sources count once
          per direction; the Silk Road set covers{" "}
          <span suppressHydrationWarning>
            {new Intl.ListFormat("en").format(SILK_ROAD_MEMBERS.map((c) => countryName(c, "en")))}
          </span>{" "}
          together. <a href={enPath("packageLearn")}>How coverage works in a package</a>.
        </p>
      </Section>
    </>
  );
}
