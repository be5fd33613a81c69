import {
  CREDIT_REPORT_COUNTRIES,
  CUSTOMS_DATASETS,
  DATA_COUNTRIES,
  DEBT_CLIENT_SHARE_PERCENT,
  ENTERPRISE_USERS,
  SOLUTIONS,
  solutionDetailHref,
  USER_COUNTRIES,
} from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section, Stats } from "../../components/content/content.tsx";
import LiveSamples from "../../islands/live-samples.island.tsx";
import TrySearch from "../../islands/try-search.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { countEn, LOWEST_PRICE, usd } from "./parts/en-format.ts";
import { enPath } from "./parts/en-links.ts";
import { solutionText } from "./parts/solutions-en.ts";

export const meta: PageMeta = {
  title: `Portolan — customs and bill-of-lading data for ${DATA_COUNTRIES} countries`,
  description: `Find buyers and suppliers with customs, bill-of-lading and trade statistics for ${DATA_COUNTRIES} countries. Annual data packages from ${usd(LOWEST_PRICE)} a year.`,
};

export const layout = "english";

export default function Home() {
  return (
    <>
      <Hero
        title={`Trade data for ${DATA_COUNTRIES} countries`}
        lead="Customs declarations, bills of lading and trade statistics in one place: see who buys what, from whom, in what volumes and at what prices — and turn it into customers."
      >
        <ButtonLink href={enPath("package")}>See packages and prices</ButtonLink>
        <ButtonLink href={enPath("datacountries")} secondary>
          Browse the data countries
        </ButtonLink>
      </Hero>
      <Stats
        items={[
          { value: String(DATA_COUNTRIES), label: "countries covered" },
          { value: `${CUSTOMS_DATASETS.length}`, label: "customs data sources" },
          { value: `${countEn(ENTERPRISE_USERS)}+`, label: "enterprise users" },
          { value: `${USER_COUNTRIES}+`, label: "countries our users work from" },
        ]}
      />
      <Section
        title="Try a search"
        id="try"
        lead="Type a word of the goods and see real US import shipments from our database, the newest first."
      >
        <TrySearch locale="en" />
      </Section>
      <Section
        title="Real data, live"
        id="samples"
        lead="A real bill of lading, a busy importer with its top suppliers and the monthly trend of US sea imports, read from our database as you open this page."
      >
        <LiveSamples locale="en" />
      </Section>
      <Section
        title="What you can do with Portolan"
        lead="Every shipment record names the trading companies, the goods, the HS code, the quantity, the value and the route. Search them by importer, exporter, product description or HS code."
      >
        <CardGrid
          items={[
            {
              title: "Find new buyers",
              text: "List the companies that import your product into a market, see how often they buy and from which suppliers, and contact them first.",
              href: enPath("products"),
            },
            {
              title: "Check suppliers",
              text: "Verify a supplier's real export history — volumes, destinations, regular customers — before you place an order.",
              href: enPath("products"),
            },
            {
              title: "Watch competitors and markets",
              text: "Follow companies with email alerts, compare prices and volumes across countries, and spot new trade flows as they appear.",
              href: enPath("products"),
            },
            {
              title: "Know the data behind it",
              text: "See each country's data sources, the searches they support and the live record counts before you buy.",
              href: enPath("datacountries"),
            },
          ]}
        />
      </Section>
      <Section
        title="Built for every team that works with trade"
        lead="Choose your field to see how it uses the data."
      >
        <CardGrid
          items={SOLUTIONS.map((s) => ({
            title: s.name,
            text: solutionText(s).summary,
            href: solutionDetailHref(s),
          }))}
        />
      </Section>
      <Section
        title="Annual data packages"
        lead={`Five packages, from US import data to ${DATA_COUNTRIES} countries of import and export records. One year, billed in full at contract start, from ${usd(LOWEST_PRICE)} a year.`}
      >
        <ButtonLink href={enPath("package")}>Compare the packages</ButtonLink>{" "}
        <ButtonLink href={enPath("packageLearn")} secondary>
          What a package includes
        </ButtonLink>
      </Section>
      <Section title="Trade services" lead="Sell with confidence, and get paid.">
        <CardGrid
          items={[
            {
              title: "Company credit reports",
              text: `Credit reports on companies in ${CREDIT_REPORT_COUNTRIES}+ countries before you extend payment terms.`,
              href: enPath("service/cedarRose"),
            },
            {
              title: "International debt collection",
              text: `No win, no fee: you keep ${DEBT_CLIENT_SHARE_PERCENT}% of what is collected.`,
              href: enPath("service/debtcollection"),
            },
          ]}
        />
      </Section>
    </>
  );
}
