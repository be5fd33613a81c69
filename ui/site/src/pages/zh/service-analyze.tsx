import { DATA_COUNTRIES } from "@portolan/core";
import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { ServicePage } from "./parts/service-page.tsx";

export const meta: PageMeta = {
  title: "定制数据分析 — 市场与竞争专题报告 | Portolan",
  description:
    "Portolan 数据分析师基于海关与贸易统计数据，为企业出具目标市场、竞争对手与采购商的定制分析报告。",
};

export default function ServiceAnalyze() {
  return (
    <ServicePage
      title="定制数据分析：让分析师替您读数据"
      service="定制数据分析"
      ownService
      lead={`没有时间自己检索和整理？Portolan 的数据分析师基于 ${DATA_COUNTRIES} 个国家的海关与贸易统计数据，按您的产品与问题出具专题报告。`}
      steps={[
        "通过咨询页面说明产品、目标市场与想回答的问题。",
        "分析师确认数据范围、报告结构与交付时间，并给出报价。",
        "确认后开始分析，交付报告并安排一次线上解读。",
      ]}
    >
      <Section title="常见报告类型">
        <CardGrid
          items={[
            { title: "市场进入分析", text: "目标国家的进口规模、趋势、来源国结构与价格区间。" },
            { title: "竞争对手分析", text: "同行的出口去向、主要客户、出货频率与变化。" },
            { title: "采购商名单", text: "按条件筛选并排序的重点采购商清单，附采购概况。" },
            { title: "供应链分析", text: "某类产品全球主要供应国与供应商的份额变化。" },
          ]}
        />
      </Section>
    </ServicePage>
  );
}
