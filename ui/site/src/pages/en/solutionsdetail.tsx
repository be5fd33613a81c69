// One solution, chosen by the query contId (core's solutionOfQuery; the name query is display only).
// Each solution's page is prerendered (core's pageVariantsOf); without a known contId the page shows
// the overview of all solutions.
import { type Solution, solutionOfQuery } from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta, PageProps } from "../page-module.ts";
import { enPath } from "./parts/en-links.ts";
import { solutionText } from "./parts/solutions-en.ts";
import { SolutionsOverview } from "./parts/solutions-overview.tsx";

export const meta: PageMeta = {
  title: "Solution details — how your field uses trade data | Portolan",
  description:
    "How buyers, suppliers, logistics firms, researchers, law firms, banks, investors, governments, colleges and media use customs and shipment data.",
};

export const layout = "english";

function SolutionDetail({ solution }: { readonly solution: Solution }) {
  const text = solutionText(solution);
  return (
    <>
      <Hero title={`${solution.name}: ${text.headline}`} lead={text.summary}>
        <ButtonLink href={enPath("package")}>See packages and prices</ButtonLink>
        <ButtonLink href={enPath("contact")} secondary>
          Ask for a demo
        </ButtonLink>
      </Hero>
      <Section title={`Use cases: ${solution.name}`}>
        <CardGrid items={text.uses} />
      </Section>
      <Section
        title="The data behind it"
        lead="Customs declarations and bills of lading, searchable by importer, exporter, product description and HS code, with live record counts per country."
      >
        <ButtonLink href={enPath("datacountries")} secondary>
          Browse the data countries
        </ButtonLink>
      </Section>
      <Section title="Other solutions">
        <p>
          <a href={enPath("solutions")}>See all ten solutions</a>
        </p>
      </Section>
    </>
  );
}

export default function SolutionsDetail({ query }: PageProps) {
  const solution = solutionOfQuery(`?${query.toString()}`);
  if (solution !== undefined) return <SolutionDetail solution={solution} />;
  return (
    <>
      <Hero
        title="Solutions by field"
        lead="Choose a field to see how it uses customs and shipment data, what it searches for and which package suits it."
      />
      <Section title="Choose your field" id="fields">
        <SolutionsOverview />
      </Section>
    </>
  );
}
