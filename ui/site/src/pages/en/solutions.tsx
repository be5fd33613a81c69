import { CUSTOMS_DATASETS, DATA_COUNTRIES, SOLUTIONS } from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { enPath } from "./parts/en-links.ts";
import { SolutionsOverview } from "./parts/solutions-overview.tsx";

export const meta: PageMeta = {
  title: "Solutions — trade data for buyers, suppliers, logistics, finance and research | Portolan",
  description: `How ${SOLUTIONS.length} kinds of organisations use customs and bill-of-lading data from ${DATA_COUNTRIES} countries: buyers, suppliers, logistics, research, law, finance, investment, government, colleges and media.`,
};

export const layout = "english";

export default function Solutions() {
  return (
    <>
      <Hero
        title="Solutions for every team that works with trade"
        lead="The same shipment records answer different questions: who buys, who sells, on which route, at what price. Choose your field to see how it uses them."
      />
      <Section title="Choose your field" id="fields">
        <SolutionsOverview />
      </Section>
      <Section title="What every solution is built on">
        <CardGrid
          items={[
            {
              title: "Transaction-level records",
              text: `${CUSTOMS_DATASETS.length} customs and bill-of-lading sources: each record names the companies, goods, HS code, quantity, value and route.`,
              href: enPath("datacountries"),
            },
            {
              title: "Four ways to search",
              text: "By importer, exporter, product description or HS code, wherever the source records them.",
              href: enPath("products"),
            },
            {
              title: "One annual package",
              text: "Pick the countries you need; the package runs one year, billed in full at contract start.",
              href: enPath("package"),
            },
          ]}
        />
      </Section>
      <Section
        title="Not sure which package fits?"
        lead="Tell us what you trade and where; we will show you the data on a live demo."
      >
        <ButtonLink href={enPath("contact")}>Contact our team</ButtonLink>
      </Section>
    </>
  );
}
