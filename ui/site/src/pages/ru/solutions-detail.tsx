// /ru/solutions/solutionsDetail: the general solutions page. Decision: it shows the workflow every
// solution shares (find, verify, follow, act) and a table of the ten solutions with their main use.
import { DATA_COUNTRIES, ENTERPRISE_USERS, USER_COUNTRIES } from "@portolan/core";
import { ButtonLink, CardGrid, DataTable, Hero, Section, Stats } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { groupRu, pluralRu } from "./parts/ru-format.ts";
import { ruPath } from "./parts/ru-paths.ts";
import { ALL_SEARCH_KINDS_RU } from "./parts/search-kinds-ru.ts";
import { RU_SOLUTIONS } from "./parts/solution-names.ts";

export const meta: PageMeta = {
  title: "Как работают решения Portolan: от поиска до сделки",
  description:
    "Четыре шага работы с торговыми данными: найти компании, проверить их, следить за поставками и действовать. Решения для десяти типов клиентов.",
};

export const layout = "english";

const STEPS = [
  {
    title: "1. Найти",
    text: `Поиск по таможенным декларациям и коносаментам ${ALL_SEARCH_KINDS_RU} даёт список компаний, которые реально торгуют нужным товаром.`,
  },
  {
    title: "2. Проверить",
    text: "Профиль компании показывает её партнёров, товары, объёмы и регулярность поставок — видно, кто производитель, а кто посредник.",
  },
  {
    title: "3. Следить",
    text: "Компании можно поставить на отслеживание: о новых поставках приходят уведомления по электронной почте.",
  },
  {
    title: "4. Действовать",
    text: "Найденные компании сохраняются в CRM, письма отправляются из почтового центра, а ИИ-инструменты помогают с текстом и переводом.",
  },
];

export default function SolutionsDetailPage() {
  return (
    <>
      <Hero
        title="Как работают решения Portolan"
        lead="Какой бы ни была ваша задача — продажи, закупки, логистика, проверка или исследование, — работа с торговыми данными строится из четырёх шагов."
      >
        <ButtonLink href={ruPath("solutions")}>Все решения</ButtonLink>
      </Hero>
      <Section title="Четыре шага">
        <CardGrid items={STEPS} />
      </Section>
      <Section title="Платформа в цифрах">
        <Stats
          items={[
            {
              value: String(DATA_COUNTRIES),
              label: `${pluralRu(DATA_COUNTRIES, "страна", "страны", "стран")} в таможенных данных`,
            },
            { value: `${groupRu(ENTERPRISE_USERS)}+`, label: "компаний-пользователей" },
            { value: `${USER_COUNTRIES}+`, label: "стран, где работают пользователи" },
          ]}
        />
      </Section>
      <Section title="Решения по отраслям">
        <DataTable
          caption="Десять решений и их главная задача"
          head={["Для кого", "Главная задача"]}
          rows={RU_SOLUTIONS.map((s) => [
            <a key={s.ruSlug} href={s.href}>
              {s.name}
            </a>,
            s.summary,
          ])}
        />
      </Section>
    </>
  );
}
