import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { ServicePage } from "./parts/service-page.tsx";

export const meta: PageMeta = {
  title: "搜索引擎营销 — 外贸官网优化与搜索广告 | Portolan 服务联盟",
  description:
    "由合作营销团队为外贸企业提供官网搜索引擎优化与搜索广告投放，让正在搜索产品的海外买家主动找到您。",
};

export default function ServiceSearch() {
  return (
    <ServicePage
      title="搜索引擎营销：让正在找供应商的买家找到您"
      service="搜索引擎营销"
      lead="主动开发之外，还有一类买家会自己在搜索引擎里找供应商。合作营销团队通过官网优化与搜索广告，帮助您出现在这些买家的搜索结果里。"
    >
      <Section title="服务内容">
        <CardGrid
          items={[
            { title: "关键词研究", text: "结合海关数据中的产品描述，找出海外买家实际使用的搜索词。" },
            { title: "官网优化", text: "页面结构、加载速度、多语种内容与产品页的搜索引擎优化。" },
            { title: "搜索广告", text: "按国家、语言与关键词投放广告，控制预算与询盘成本。" },
            { title: "数据报告", text: "每月报告排名、流量、询盘来源与广告花费。" },
          ]}
        />
      </Section>
      <Section title="适合谁">
        <Bullets items={["已有或计划建设外贸独立站的企业", "产品有明确搜索需求、希望获得主动询盘的企业"]} />
      </Section>
    </ServicePage>
  );
}
