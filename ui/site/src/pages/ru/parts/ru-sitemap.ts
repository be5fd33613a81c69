// The Russian HTML sitemap's groups (decision D191): every Russian page, by its name.
import type { SiteMapGroup } from "../../../components/site-map/site-map-groups.ts";

export const RU_SITEMAP: readonly SiteMapGroup[] = [
  {
    title: "Данные и продукты",
    pages: [
      ["home", "Главная"],
      ["products", "Возможности платформы"],
      ["datacountries", "Страны и источники данных"],
      ["countrydetail", "Данные по стране"],
    ],
  },
  {
    title: "Решения",
    pages: [
      ["solutions", "Решения для отраслей"],
      ["solutions/buyers", "Для покупателей и импортёров"],
      ["solutions/suppliers", "Для поставщиков и экспортёров"],
      ["solutions/international", "Для международной логистики"],
      ["solutions/consultation", "Для исследований и консалтинга"],
      ["solutions/lawfirms", "Для юридических фирм"],
      ["solutions/financial", "Для банков и финансовых организаций"],
      ["solutions/investment", "Для инвестиционных компаний"],
      ["solutions/government", "Для государственных органов"],
      ["solutions/college", "Для вузов и студентов"],
      ["solutions/media", "Для СМИ и журналистов"],
      ["solutions/solutionsDetail", "Как работают решения Portolan"],
    ],
  },
  {
    title: "Пакеты и покупка",
    pages: [
      ["package", "Пакеты данных и цены"],
      ["packageLearn", "Как работают пакеты данных"],
      ["packageterms", "Условия пакетов данных"],
    ],
  },
  {
    title: "Компания и пресса",
    pages: [
      ["aboutus", "О компании"],
      ["contact", "Контакты"],
      ["content/press", "Новости и публикации"],
    ],
  },
  {
    title: "Помощь и правовая информация",
    pages: [
      ["content/faq", "Частые вопросы"],
      ["privacy", "Политика конфиденциальности"],
      ["content/privacy", "Данные в торговых записях и cookie"],
      ["terms", "Условия обслуживания"],
      ["sitemap", "Карта сайта"],
    ],
  },
];
