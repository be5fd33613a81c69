// /ru/aboutus: who we are, what we do and for whom, in figures from core.
import {
  CUSTOMS_DATASETS,
  DATA_COUNTRIES,
  ENTERPRISE_USERS,
  SHIP_DATASETS,
  USER_COUNTRIES,
} from "@portolan/core";
import { CardGrid, Hero, Prose, Section, Stats } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { OFFICES } from "../shared/offices.ts";
import { countRu, countriesDativeRu, countriesGenitiveRu, groupRu, pluralRu } from "./parts/ru-format.ts";
import { ruPath } from "./parts/ru-paths.ts";

export const meta: PageMeta = {
  title: "О компании Portolan — платформа торговой аналитики",
  description: `Portolan помогает ${groupRu(ENTERPRISE_USERS)}+ компаниям из ${USER_COUNTRIES}+ стран находить покупателей и поставщиков по таможенным данным ${countriesGenitiveRu(DATA_COUNTRIES)}.`,
};

export const layout = "english";

export default function AboutUsPage() {
  return (
    <>
      <Hero
        title="О компании Portolan"
        lead="Мы превращаем таможенные записи со всего мира в понятные ответы для тех, кто покупает, продаёт и перевозит товары через границу."
      />
      <Stats
        items={[
          {
            value: String(DATA_COUNTRIES),
            label: `${pluralRu(DATA_COUNTRIES, "страна", "страны", "стран")} в таможенных данных`,
          },
          { value: `${groupRu(ENTERPRISE_USERS)}+`, label: "компаний-пользователей" },
          { value: `${USER_COUNTRIES}+`, label: "стран, где работают пользователи" },
          { value: String(OFFICES.length), label: "офисов" },
        ]}
      />
      <Section title="Чем мы занимаемся">
        <Prose>
          <p>
            Portolan — платформа торговой аналитики. Мы собираем таможенные декларации, коносаменты и торговую
            статистику из {countRu(CUSTOMS_DATASETS.length, "источника", "источников", "источников")} и
            судовые данные по {countriesDativeRu(SHIP_DATASETS.length)}, приводим их к единому виду и
            связываем записи с компаниями. В одном поиске видно, кто с кем торгует, каким товаром, в каком
            объёме и по какому маршруту.
          </p>
          <p>
            Вокруг данных построены инструменты для ежедневной работы внешнеторговой компании: профили
            компаний и их партнёров, анализ цепочек поставок, отслеживание компаний с уведомлениями, CRM,
            почтовый центр и ИИ-помощники для писем и переводов.
          </p>
        </Prose>
      </Section>
      <Section title="Кому мы помогаем">
        <CardGrid
          items={[
            {
              title: "Импортёрам и закупщикам",
              text: "Найти надёжного производителя и знать рыночную цену до переговоров.",
            },
            {
              title: "Экспортёрам",
              text: "Найти покупателей, которые уже импортируют ваш товар, и выйти на новые рынки.",
            },
            {
              title: "Логистическим компаниям",
              text: "Найти грузовладельцев и понимать грузопотоки по направлениям.",
            },
            {
              title: "Аналитикам, юристам и финансистам",
              text: "Опираться на первичные записи о поставках при исследованиях, проверках и сделках.",
              href: ruPath("solutions"),
            },
          ]}
        />
      </Section>
      <Section title="Как мы работаем">
        <Prose>
          <ul>
            <li>
              <strong>Первичные данные.</strong> Мы показываем записи так, как их публикует источник, и честно
              указываем, какие поля источник скрывает.
            </li>
            <li>
              <strong>Прозрачные условия.</strong> Цены пакетов, охват и условия опубликованы на сайте до
              покупки.
            </li>
            <li>
              <strong>Защита данных.</strong> Мы не продаём персональные данные и отвечаем на запросы о них в
              установленные сроки — см. <a href={ruPath("privacy")}>политику конфиденциальности</a>.
            </li>
          </ul>
        </Prose>
      </Section>
      <Section title="Где мы находимся">
        <p>
          Штаб-квартира — в Шанхае, офис для клиентов из России и СНГ — в Москве.{" "}
          <a href={ruPath("contact")}>Все офисы и форма обратной связи</a>.
        </p>
      </Section>
    </>
  );
}
