import { Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { LESSONS } from "./parts/articles-data.ts";
import { Note } from "./parts/blocks.tsx";
import { LibraryList } from "./parts/library-list.tsx";

export const meta: PageMeta = {
  title: "视频课程 — 用海关数据开发客户系列教程 | Portolan",
  description: "从认识海关数据、HS 编码检索到评估采购商与发送开发信的系列视频教程，每课附完整文字稿。",
};

export default function ServiceVideo() {
  return (
    <>
      <Hero
        title="视频课程：四节课学会用数据找客户"
        lead="为新入职的外贸业务员和刚开通 Portolan 的团队准备的入门课程，每节课都有完整的文字稿。"
      />
      <Section title="课程目录">
        <LibraryList items={LESSONS} />
        <Note>课程页面以海报和完整文字稿的形式提供内容，无需播放视频即可学习。</Note>
      </Section>
    </>
  );
}
