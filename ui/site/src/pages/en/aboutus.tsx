import {
  ABOUT_US_ANCHORS,
  CUSTOMS_DATASETS,
  DATA_COUNTRIES,
  ENTERPRISE_USERS,
  USER_COUNTRIES,
} from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section, Stats } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { OFFICES } from "../shared/offices.ts";
import { countEn } from "./parts/en-format.ts";
import { enPath } from "./parts/en-links.ts";
import * as s from "./parts/timeline.css.ts";

export const meta: PageMeta = {
  title: "About us — company profile, history, team and honours | Portolan",
  description: `Portolan is a Shanghai-based trade-data and trade-services platform used by ${countEn(ENTERPRISE_USERS)}+ enterprises in ${USER_COUNTRIES}+ countries.`,
};

export const layout = "english";

/** Titles of core's ABOUT_US_ANCHORS (section1 to section4), in their order. */
const TITLES: Readonly<Record<string, string>> = {
  section1: "Company profile",
  section2: "History",
  section3: "Core team",
  section4: "Honours and certifications",
};
const title = (i: number): { title: string; id: string } => {
  const anchor = ABOUT_US_ANCHORS[i]?.anchor ?? `section${i + 1}`;
  return { title: TITLES[anchor] ?? anchor, id: anchor };
};

const HISTORY: readonly (readonly [string, string])[] = [
  [
    "2014",
    "Founded in Shanghai; the first product searched US import bills of lading for export factories in the Yangtze River Delta.",
  ],
  [
    "2016",
    "Added customs declarations of Latin American and Asian countries, with search by HS code and product description.",
  ],
  ["2018", "Launched the CRM and email centre: from finding customers to managing them."],
  [
    "2019",
    "Opened offices in Hong Kong and Singapore and began serving importers and research institutions abroad.",
  ],
  [
    "2021",
    "Launched the English and Russian sites and the global data packages; opened offices in Dubai, Moscow and Los Angeles.",
  ],
  [
    "2023",
    "Released prospecting tools and the global buyer database; with partners, added credit reports and debt collection.",
  ],
  ["2024", "Added AI tools for trade email, social posts and translation, and the AI assistant."],
];

export default function AboutUs() {
  return (
    <>
      <Hero
        title="About Portolan"
        lead="Portolan is named after the portolan charts of medieval navigators. Our aim is as plain: give every company that trades across borders a clear map of world trade."
      >
        <ButtonLink href={enPath("contact")}>Contact us</ButtonLink>
      </Hero>
      <nav aria-label="On this page">
        <ul>
          {ABOUT_US_ANCHORS.map((a, i) => (
            <li key={a.anchor}>
              <a href={`#${a.anchor}`}>{title(i).title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Section {...title(0)}>
        <p>
          Portolan is a trade-data and trade-services platform headquartered in Shanghai. Exporters,
          importers, buyers, suppliers, logistics firms, researchers, law firms, financial and investment
          firms, government bodies and colleges use our customs, bill-of-lading and trade-statistics data, and
          the company profiles, buyer search, marketing tools and customer management built on it.
        </p>
        <p>
          Beyond data, we and our partners help with what comes after finding a customer: company credit
          reports, international debt collection, cross-border payment, certification, logistics and trade
          finance.
        </p>
        <Stats
          items={[
            { value: String(DATA_COUNTRIES), label: "countries covered" },
            { value: String(CUSTOMS_DATASETS.length), label: "customs data sources" },
            { value: `${countEn(ENTERPRISE_USERS)}+`, label: "enterprise users" },
            { value: `${USER_COUNTRIES}+`, label: "countries our users work from" },
          ]}
        />
      </Section>
      <Section {...title(1)}>
        <ol className={s.timeline}>
          {HISTORY.map(([year, text]) => (
            <li key={year} className={s.item}>
              <span className={s.year}>{year}</span>
              <span>{text}</span>
            </li>
          ))}
        </ol>
      </Section>
      <Section
        {...title(2)}
        lead={`More than two hundred people in ${OFFICES.length} offices, in four teams.`}
      >
        <CardGrid
          items={[
            {
              title: "Data",
              text: "Collects, cleans, translates and consolidates each country's sources so records arrive on time and read the same way.",
            },
            {
              title: "Product and engineering",
              text: "Designs and builds the search engine, marketing tools, CRM and AI tools, and keeps the platform secure and available.",
            },
            {
              title: "Customer success",
              text: "Gives every paying customer an account manager for onboarding, search techniques and reading the data of their industry.",
            },
            {
              title: "Trade services",
              text: "Works with our credit, collection, payment, certification, logistics and finance partners and follows every case through.",
            },
          ]}
        />
      </Section>
      <Section {...title(3)}>
        <ul>
          <li>National High-Tech Enterprise (China)</li>
          <li>ISO/IEC 27001 information security management certification</li>
          <li>Shanghai "specialised, refined and innovative" small and medium enterprise</li>
          <li>More than thirty software copyrights in data search and customer management</li>
          <li>Practical-teaching partner of international-trade programmes at several universities</li>
        </ul>
      </Section>
    </>
  );
}
