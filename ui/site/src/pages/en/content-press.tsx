// The English news and press list: the footer's blog (decision D192). It lists every press article
// the English site has, and points to the company news, which is published in Chinese.
import { LANGUAGE_TAGS } from "@portolan/kit/i18n/i18n.ts";
import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { enPath } from "./parts/en-links.ts";

export const meta: PageMeta = {
  title: "News and press — Portolan in the media | Portolan",
  description:
    "Press coverage of Portolan and the trade-data field, and where to find the company's news and media contacts.",
};

export const layout = "english";

export default function Press() {
  return (
    <>
      <Hero
        title="News and press"
        lead="What the press has written about Portolan and the use of customs data, and where our company news is published."
      />
      <Section title="Press coverage" id="articles">
        <CardGrid
          items={[
            {
              title: "Portolan in the South China Morning Post",
              href: enPath("content/press-scmp"),
              text: "How Chinese exporters use customs records to find buyers abroad, with Portolan as one of the platforms behind that shift; key facts for journalists.",
            },
          ]}
        />
      </Section>
      <Section title="Company news" id="news">
        <p>
          Product updates, company news and market notes are published in Chinese on our{" "}
          <a href="/cn/news" hrefLang={LANGUAGE_TAGS.zh}>
            news page (in Chinese)
          </a>
          .
        </p>
        <ButtonLink href={enPath("contact")}>Contact the press team</ButtonLink>
      </Section>
    </>
  );
}
