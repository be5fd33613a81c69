// The Russian news and press list: the footer's blog (decision D192). It lists every press article
// there is (in English) and points to the company news, which is published in Chinese.
import { LANGUAGE_TAGS } from "@portolan/kit/i18n/i18n.ts";
import { ButtonLink, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { ruPath } from "./parts/ru-paths.ts";

export const meta: PageMeta = {
  title: "Новости и публикации о Portolan | Portolan",
  description:
    "Публикации в прессе о Portolan и о торговых данных, новости компании и контакты для журналистов.",
};

export const layout = "english";

export default function Press() {
  return (
    <>
      <Hero
        title="Новости и публикации"
        lead="Что пишет пресса о Portolan и об использовании таможенных данных, и где мы публикуем новости компании."
      />
      <Section title="Публикации в прессе" id="articles">
        <ul>
          <li>
            <a href="/en/content/press-scmp" hrefLang={LANGUAGE_TAGS.en}>
              Portolan в South China Morning Post (статья на английском)
            </a>
            : как китайские экспортёры находят покупателей за рубежом по таможенным записям и какую роль в
            этом играет Portolan; ключевые факты для журналистов.
          </li>
        </ul>
      </Section>
      <Section title="Новости компании" id="news">
        <p>
          Новости продукта, компании и обзоры рынков мы публикуем на китайском языке на{" "}
          <a href="/cn/news" hrefLang={LANGUAGE_TAGS.zh}>
            странице новостей (на китайском)
          </a>
          .
        </p>
        <ButtonLink href={ruPath("contact")}>Написать пресс-службе</ButtonLink>
      </Section>
    </>
  );
}
