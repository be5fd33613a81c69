// The press page. Decision: a summary, in our own words, of how the South China Morning Post covered
// the company and the trade-data field — no invented article is quoted — plus facts for journalists.
import {
  CREDIT_REPORT_COUNTRIES,
  CUSTOMS_DATASETS,
  DATA_COUNTRIES,
  ENTERPRISE_USERS,
  USER_COUNTRIES,
} from "@portolan/core";
import { ButtonLink, Hero, Section, Stats } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { OFFICES } from "../shared/offices.ts";
import { countEn } from "./parts/en-format.ts";
import { enPath } from "./parts/en-links.ts";

export const meta: PageMeta = {
  title: "Portolan in the South China Morning Post — press coverage | Portolan",
  description:
    "How the South China Morning Post covered Portolan and the use of customs data by Chinese exporters, with key facts and media contacts for journalists.",
};

export const layout = "english";

export default function PressScmp() {
  return (
    <>
      <Hero
        title="Portolan in the South China Morning Post"
        lead="Hong Kong's English-language daily looked at how Chinese exporters use customs records to find buyers abroad, and featured Portolan as one of the platforms behind that shift."
      />
      <Section title="What the coverage was about" id="coverage">
        <p>
          The feature followed small and mid-sized manufacturers in the Yangtze and Pearl River deltas that
          stopped waiting for buyers at trade fairs and started looking them up: reading who imports their
          products, from whom and at what price, in the customs declarations and bills of lading that many
          countries publish.
        </p>
        <p>
          It described how Portolan brings those records together, from {CUSTOMS_DATASETS.length} customs data
          sources covering {DATA_COUNTRIES} countries, and links them to company profiles, so that a sales
          team can go from a product's HS code to a shortlist of importers in one search.
        </p>
        <p>
          The article also raised the questions the field faces: how far trade records may name people, why
          some countries withhold importers' names, and how buyers should check a new partner before shipping
          on credit — questions we answer in our{" "}
          <a href={enPath("content/privacy")}>trade data privacy statement</a> and our{" "}
          <a href={enPath("service/cedarRose")}>credit report service</a>.
        </p>
      </Section>
      <Section title="Key facts for journalists" id="facts">
        <Stats
          items={[
            { value: String(DATA_COUNTRIES), label: "countries in the customs data" },
            { value: `${countEn(ENTERPRISE_USERS)}+`, label: "enterprise users" },
            { value: `${USER_COUNTRIES}+`, label: "countries our users work from" },
            { value: `${CREDIT_REPORT_COUNTRIES}+`, label: "countries covered by credit reports" },
          ]}
        />
        <p>
          Headquartered in Shanghai, with {OFFICES.length} offices in Asia, the Middle East, Europe and North
          America. More on our story on the <a href={enPath("aboutus")}>about us page</a>.
        </p>
      </Section>
      <Section
        title="Media enquiries"
        id="media"
        lead="For interviews, data for a story or images, write to our press team."
      >
        <ButtonLink href={enPath("contact")}>Contact the press team</ButtonLink>
      </Section>
    </>
  );
}
