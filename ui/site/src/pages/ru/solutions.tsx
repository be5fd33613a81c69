// /ru/solutions: the section root, listing core's ten SOLUTIONS with links to their /ru/solutions pages.
import { ENTERPRISE_USERS, USER_COUNTRIES } from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { groupRu, pluralRu } from "./parts/ru-format.ts";
import { ruPath } from "./parts/ru-paths.ts";
import { RU_SOLUTIONS } from "./parts/solution-names.ts";

export const meta: PageMeta = {
  title: "Решения: торговые данные для вашей отрасли | Portolan",
  description:
    "Как покупатели, экспортёры, логисты, консультанты, юристы, банки, инвесторы, госорганы, вузы и СМИ используют таможенные данные.",
};

export const layout = "english";

export default function SolutionsPage() {
  return (
    <>
      <Hero
        title="Решения для всех участников внешней торговли"
        lead={`Одни и те же таможенные данные отвечают на разные вопросы: кому продать, у кого купить, кого проверить. Платформой пользуются ${groupRu(ENTERPRISE_USERS)}+ компаний из ${USER_COUNTRIES}+ ${pluralRu(USER_COUNTRIES, "страны", "стран", "стран")}.`}
      >
        <ButtonLink href={ruPath("solutions/solutionsDetail")}>Как это работает</ButtonLink>
      </Hero>
      <Section
        title="Выберите свою задачу"
        lead="Каждое решение описывает типичные задачи, нужные данные и пример из практики."
      >
        <CardGrid items={RU_SOLUTIONS.map((s) => ({ title: s.name, text: s.summary, href: s.href }))} />
      </Section>
      <Section title="Не нашли свою отрасль?">
        <p>
          Расскажите, какие рынки и товары вас интересуют, — мы подскажем, какие данные подойдут.{" "}
          <a href={ruPath("contact")}>Связаться с нами</a> или{" "}
          <a href={ruPath("package")}>посмотреть пакеты данных</a>.
        </p>
      </Section>
    </>
  );
}
