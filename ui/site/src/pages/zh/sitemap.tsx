// The Chinese HTML sitemap (decision D191): every Chinese page by group; /sitemap.xml is for crawlers.
import { Hero } from "../../components/content/content.tsx";
import { SiteMap } from "../../components/site-map/site-map.tsx";
import type { PageMeta } from "../page-module.ts";
import { ZH_SITEMAP } from "./parts/zh-sitemap.ts";

export const meta: PageMeta = {
  title: "网站地图 — 中文站全部页面 | Portolan",
  description: "Portolan 中文站全部页面按主题分组：产品、服务联盟、新闻与学习、关于我们和法律信息。",
};

export default function Sitemap() {
  return (
    <>
      <Hero title="网站地图" lead="中文站的全部页面，按主题分组。" />
      <SiteMap groups={ZH_SITEMAP} locale="zh" />
    </>
  );
}
