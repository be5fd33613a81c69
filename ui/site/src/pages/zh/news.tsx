import { Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { NEWS } from "./parts/news-data.ts";
import { zhHref } from "./parts/zh-format.ts";
import * as s from "./parts/zh-parts.css.ts";

export const meta: PageMeta = {
  title: "新闻动态 — 公司动态、产品更新与行业观察 | Portolan",
  description:
    "Portolan 的公司动态、产品更新、外贸行业观察与视频教程，了解新数据、新功能与用数据找客户的方法。",
};

export default function News() {
  return (
    <>
      <Hero title="新闻动态" lead="新数据、新功能，以及我们从贸易数据里看到的市场变化。" />
      <Section title="最新发布">
        <ul className={s.articleList}>
          {NEWS.map((item) => (
            <li key={item.title} className={s.articleItem}>
              <h3 className={s.articleTitle}>
                {item.routeId === undefined ? item.title : <a href={zhHref(item.routeId)}>{item.title}</a>}
              </h3>
              <p className={s.articleMeta}>
                <time dateTime={item.date}>{item.date}</time> · {item.category}
              </p>
              <p>{item.summary}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
