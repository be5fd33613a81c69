import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Note, Steps } from "./parts/blocks.tsx";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "智能拓客 — 多渠道挖掘海外潜在客户 | Portolan",
  description:
    "从搜索引擎、社交平台、B2B 平台、地图与展会名录中挖掘海外潜在客户，按您的产品智能推荐，统一沉淀到客户池。",
};

export default function ProductTuoke() {
  return (
    <>
      <Hero
        title="智能拓客：海关数据之外，再开六条获客渠道"
        lead="不是每个潜在客户都出现在进口记录里。智能拓客从公开的网络渠道中挖掘与您产品相关的企业，并按匹配度推荐给您。"
      >
        <ButtonLink href={zhHref("contact")}>预约拓客演示</ButtonLink>
        <ButtonLink href={zhHref("product/crm")} secondary>
          了解客户管理
        </ButtonLink>
      </Hero>

      <Section title="获客渠道">
        <CardGrid
          items={[
            { title: "搜索引擎", text: "按产品关键词与国家检索搜索引擎结果，提取企业官网与公开联系方式。" },
            { title: "社交平台", text: "查找行业相关企业与人物的社交主页，了解对方动态后再联系。" },
            { title: "B2B 平台", text: "汇总主流 B2B 平台上的采购需求与企业信息。" },
            { title: "地图", text: "在地图上按城市与行业圈选企业，适合找经销商、零售商与工程商。" },
            { title: "展会", text: "按行业与时间查询国际展会及参展商名录，提前锁定会前联系对象。" },
            { title: "智能推荐", text: "根据您的产品、历史客户与海关数据，自动推荐相似的潜在买家。" },
          ]}
        />
      </Section>

      <Section title="AI 帮您写第一封信">
        <p>
          选中潜在客户后，AI 工具可根据对方行业与采购记录生成开发信、社媒文案，并提供多语种翻译；AI
          助手还能回答数据检索与产品使用中的问题。
        </p>
      </Section>

      <Section title="客户池：线索不再散落">
        <Steps
          items={[
            "各渠道找到的企业统一进入客户池，自动去重并标注来源渠道。",
            "为线索打标签、分配给业务员，或直接转入 CRM 私海跟进。",
            "收藏重点企业，开启动态追踪，对方有新交易时收到邮件提醒。",
          ]}
        />
        <Note>智能拓客与智能推荐为独立权限，开通方式与价格请联系客户经理。</Note>
      </Section>
    </>
  );
}
