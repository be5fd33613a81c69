import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { ServicePage } from "./parts/service-page.tsx";

export const meta: PageMeta = {
  title: "社交媒体运营 — 海外社交平台企业主页代运营 | Portolan 服务联盟",
  description:
    "由合作营销团队为外贸企业规划并运营海外社交平台企业主页：内容日历、产品素材、互动回复与效果报告。",
};

export default function ServiceNova() {
  return (
    <ServicePage
      title="社交媒体运营：让海外买家在社交平台上认识您"
      service="社交媒体运营"
      lead="越来越多的海外采购商会在下单前查看供应商的社交主页。合作营销团队帮助您建立专业、持续更新的企业主页，把内容变成询盘。"
    >
      <Section title="服务内容">
        <CardGrid
          items={[
            { title: "主页搭建", text: "企业主页的定位、简介、视觉与产品目录整理。" },
            { title: "内容运营", text: "按月制定内容日历，发布产品、工厂、案例与展会内容。" },
            { title: "互动管理", text: "回复评论与私信，把有采购意向的留言转为询盘。" },
            { title: "效果报告", text: "每月汇报曝光、互动与询盘数量，持续优化内容方向。" },
          ]}
        />
      </Section>
      <Section title="与 Portolan 工具配合">
        <p>
          运营文案可以用 AI
          社媒文案工具起草；从社交平台来的询盘企业，可以先在外贸数据中查看其采购记录，再决定跟进优先级。
        </p>
      </Section>
    </ServicePage>
  );
}
