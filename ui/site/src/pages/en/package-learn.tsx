import { useLingui } from "@lingui/react";
import { CUSTOMS_DATASETS, DATA_COUNTRIES, PACKAGE_TIERS, SHIP_DATASETS } from "@portolan/core";
import { ButtonLink, CardGrid, DataTable, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { coverageEn, TERM_EN, tierName, usd } from "./parts/en-format.ts";
import { enPath } from "./parts/en-links.ts";

export const meta: PageMeta = {
  title: "How data packages work — what is included and how data is delivered | Portolan",
  description:
    "What an annual Portolan data package includes, how you search and download the data, and how import and export country coverage is counted.",
};

export const layout = "english";

export default function PackageLearn() {
  const { i18n } = useLingui();
  return (
    <>
      <Hero
        title="How a data package works"
        lead={`A package opens the customs and shipment records of the countries it covers for one year. Here is what you get, how the data reaches you, and how coverage is counted.`}
      >
        <ButtonLink href={enPath("package")}>See packages and prices</ButtonLink>
      </Hero>
      <Section title="What every package includes" id="includes">
        <CardGrid
          items={[
            {
              title: "Trade data search",
              text: "Search the covered countries' records by importer, exporter, product description or HS code, wherever the source supports it.",
            },
            {
              title: "Company profiles and partners",
              text: "Open any company found in the records: its trade history, partners, volumes and markets.",
            },
            {
              title: "Collections and downloads",
              text: "Save companies and searches to your collection and download results for your own analysis.",
            },
            {
              title: "Your team's account",
              text: "A main account with sub-accounts for colleagues, each with its own name and department.",
            },
          ]}
        />
      </Section>
      <Section title="How the data is delivered" id="delivery">
        <p>
          Everything is online: sign in to the console and search. There is nothing to install and no files to
          wait for. New records are added as each country's customs or carriers publish them; each country's
          page shows the date of its newest record. Results can be downloaded from the console in pages of
          records.
        </p>
      </Section>
      <Section title="How coverage is counted" id="coverage">
        <p>
          Each package covers a number of import countries and a number of export countries. An import country
          gives you the records of goods entering that country — who bought, from whom, what and how much. An
          export country gives you the records of goods leaving it. Behind them are {CUSTOMS_DATASETS.length}{" "}
          customs data sources for {DATA_COUNTRIES} countries, and ship data for {SHIP_DATASETS.length}{" "}
          countries.
        </p>
        <DataTable
          caption="Coverage of each package"
          head={["Package", "Coverage", "Price per year"]}
          rows={PACKAGE_TIERS.map((t) => [tierName(t.id), coverageEn(t, i18n), usd(t.priceUsdPerYear)])}
        />
        <p>
          Before you buy, check the sources and record counts of the countries you need on the{" "}
          <a href={enPath("datacountries")}>data countries page</a>.
        </p>
      </Section>
      <Section title="Term and renewal" id="term">
        <p>
          Every package runs {TERM_EN.toLowerCase()}. To cover more countries, choose a larger package or{" "}
          <a href={enPath("contact")}>ask our team</a>. The full conditions are in the{" "}
          <a href={enPath("packageterms")}>package purchase terms</a>.
        </p>
      </Section>
    </>
  );
}
