import { useLingui } from "@lingui/react";
import { CUSTOMS_DATASETS, DATA_COUNTRIES, PACKAGE_TIERS, SHIP_DATASETS } from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import LiveSamples from "../../islands/live-samples.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { coverageEn, WIDEST_TIER } from "./parts/en-format.ts";
import { enPath } from "./parts/en-links.ts";

export const meta: PageMeta = {
  title: "Products — trade data search, company profiles, buyer database and CRM | Portolan",
  description: `Search customs and bill-of-lading records of ${DATA_COUNTRIES} countries, profile companies and their partners, track them with email alerts, and manage the customers you win.`,
};

export const layout = "english";

export default function Products() {
  const { i18n } = useLingui();
  return (
    <>
      <Hero
        title="From trade records to customers"
        lead="One platform to search the world's shipments, understand the companies behind them and turn them into customers."
      >
        <ButtonLink href={enPath("package")}>See packages and prices</ButtonLink>
      </Hero>
      <Section
        title="Trade data search"
        id="trade-data"
        lead={`Customs declarations, bills of lading and trade statistics for ${DATA_COUNTRIES} countries, from ${CUSTOMS_DATASETS.length} customs data sources and ship data for ${SHIP_DATASETS.length} countries.`}
      >
        <CardGrid
          items={[
            {
              title: "Search four ways",
              text: "By importer, exporter, product description or HS code — each data source shows which of these it supports.",
            },
            {
              title: "Import and export",
              text: "Choose a country and a direction; combine several countries in one search with a package that covers them.",
            },
            {
              title: "Full shipment detail",
              text: "Shipper, consignee and notify party, goods description, HS code, quantity, weight, value, ports, vessel and container data where the source records them.",
            },
            {
              title: "Save and export",
              text: "Keep searches and companies in your collection and download results for your own analysis.",
            },
          ]}
        />
      </Section>
      <Section
        title="See the data itself"
        id="samples"
        lead="A real bill of lading, a busy importer with its top suppliers and the monthly trend of US sea imports, live from our database."
      >
        <LiveSamples locale="en" />
      </Section>
      <Section title="Company intelligence" id="companies">
        <CardGrid
          items={[
            {
              title: "Company profiles",
              text: "Address, website, contacts, size, activity and trade history of a company in one view.",
            },
            {
              title: "Partner and supply-chain analysis",
              text: "Who a company buys from and sells to, how much and how often, across several tiers.",
            },
            {
              title: "Company tracking",
              text: "Follow companies and receive an email alert when they ship something new.",
            },
            {
              title: "Global buyer database",
              text: "Search buyers by product and country, with contact details, beyond the customs records.",
            },
          ]}
        />
      </Section>
      <Section title="Marketing and customer management" id="marketing">
        <CardGrid
          items={[
            {
              title: "Prospecting tools",
              text: "Find leads through search engines, social platforms, B2B sites, maps and exhibitions, and keep them in a customer pool.",
            },
            {
              title: "CRM",
              text: "Private, public and cooperative customers, with follow-ups, labels and statistics for your team.",
            },
            {
              title: "Email centre",
              text: "Send and track prospecting email with templates and reports.",
            },
            {
              title: "AI tools",
              text: "Write trade emails and social posts, translate, and ask the AI assistant about your market.",
            },
          ]}
        />
      </Section>
      <Section title="Services for safer trade" id="services">
        <CardGrid
          items={[
            {
              title: "Company credit reports",
              text: "Check a buyer's credit before you extend payment terms.",
              href: enPath("service/cedarRose"),
            },
            {
              title: "International debt collection",
              text: "Recover unpaid invoices abroad on a no-win-no-fee basis.",
              href: enPath("service/debtcollection"),
            },
          ]}
        />
      </Section>
      <Section
        title="Start with the data you need"
        lead={`${PACKAGE_TIERS.length} annual packages, from US import data to ${coverageEn(WIDEST_TIER, i18n)}.`}
      >
        <ButtonLink href={enPath("package")}>Compare the packages</ButtonLink>
      </Section>
    </>
  );
}
