import { Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { ARTICLES } from "./parts/articles-data.ts";
import { LibraryList } from "./parts/library-list.tsx";

export const meta: PageMeta = {
  title: "外贸干货文章 — 数据检索、客户开发与风险防范 | Portolan",
  description:
    "Portolan 客户成功团队整理的外贸实战文章：HS 编码检索、询盘甄别、开发信写作与付款方式风险比较。",
};

export default function ServiceHideArticle() {
  return (
    <>
      <Hero
        title="外贸干货文章"
        lead="由 Portolan 客户成功团队根据上千次客户培训整理，每篇只讲一个能马上用上的方法。"
      />
      <Section title="全部文章">
        <LibraryList items={ARTICLES} />
      </Section>
    </>
  );
}
