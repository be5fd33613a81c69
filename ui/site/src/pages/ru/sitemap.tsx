// The Russian HTML sitemap (decision D191): every Russian page by group; /sitemap.xml is for crawlers.
import { Hero } from "../../components/content/content.tsx";
import { SiteMap } from "../../components/site-map/site-map.tsx";
import type { PageMeta } from "../page-module.ts";
import { RU_SITEMAP } from "./parts/ru-sitemap.ts";

export const meta: PageMeta = {
  title: "Карта сайта — все страницы русской версии | Portolan",
  description:
    "Все страницы русской версии Portolan по темам: данные и продукты, решения, пакеты, компания, помощь и правовая информация.",
};

export const layout = "english";

export default function Sitemap() {
  return (
    <>
      <Hero title="Карта сайта" lead="Все страницы русской версии сайта, сгруппированные по темам." />
      <SiteMap groups={RU_SITEMAP} locale="ru" />
    </>
  );
}
