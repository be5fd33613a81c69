// The English HTML sitemap (decision D191): every English page by group; /sitemap.xml is for crawlers.
import { Hero } from "../../components/content/content.tsx";
import { SiteMap } from "../../components/site-map/site-map.tsx";
import type { PageMeta } from "../page-module.ts";
import { EN_SITEMAP } from "./parts/en-sitemap.ts";

export const meta: PageMeta = {
  title: "Sitemap — every page of the English site | Portolan",
  description:
    "Every page of Portolan's English site by topic: data and products, packages, services, company and press, help and legal.",
};

export const layout = "english";

export default function Sitemap() {
  return (
    <>
      <Hero title="Sitemap" lead="Every page of the English site, grouped by topic." />
      <SiteMap groups={EN_SITEMAP} locale="en" />
    </>
  );
}
