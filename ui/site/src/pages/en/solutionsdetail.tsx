// One solution, chosen by the query contId (core's solutionOfQuery; the name query is display only).
// The prerendered page has no query: it shows the overview of all solutions, and the browser swaps
// in the chosen solution once hydrated (useHydrated), so hydration matches the prerendered HTML.
import { type Solution, solutionOfQuery } from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import { swapFrame } from "../../components/data/data.css.ts";
import { useHydrated } from "../../components/data/use-hydrated.ts";
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
  const hydrated = useHydrated();
  const solution = hydrated ? solutionOfQuery(`?${query.toString()}`) : undefined;
  if (solution !== undefined)
    return (
      <div key={solution.contId} className={swapFrame}>
        <SolutionDetail solution={solution} />
      </div>
    );
  return (
    <div key="overview" className={swapFrame}>
      <Hero
        title="Solutions by field"
        lead="Choose a field to see how it uses customs and shipment data, what it searches for and which package suits it."
      />
      <Section title="Choose your field" id="fields">
        <SolutionsOverview />
      </Section>
    </div>
  );
}
