import {
  ABOUT_US_ANCHORS,
  DATA_COUNTRIES,
  ENTERPRISE_USERS,
  type PageAnchor,
  USER_COUNTRIES,
} from "@portolan/core";
import type { ReactNode } from "react";
import { ButtonLink, CardGrid, Hero, Section, Stats } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { OFFICES } from "../shared/offices.ts";
import { Bullets } from "./parts/blocks.tsx";
import { customsSourceCount } from "./parts/customs-coverage.tsx";
import { anchorHref, plus, zhHref } from "./parts/zh-format.ts";
import * as s from "./parts/zh-parts.css.ts";

export const meta: PageMeta = {
  title: "关于我们 — 公司简介、发展历程、核心团队与荣誉 | Portolan",
  description: `Portolan 是总部位于上海的外贸数据与服务平台，服务 ${plus(USER_COUNTRIES)} 个国家的 ${plus(ENTERPRISE_USERS)} 家企业用户。`,
};

/** The four sections of the page, in the order and with the anchors of core's ABOUT_US_ANCHORS. */
const TITLES: Readonly<Record<string, string>> = {
  section1: "公司简介",
  section2: "发展历程",
  section3: "核心团队",
  section4: "荣誉资质",
};

const HISTORY: readonly (readonly [string, string])[] = [
  ["2014", "在上海成立，首个产品为美国进口提单查询，服务长三角的出口工厂。"],
  ["2016", "接入拉丁美洲与亚洲多国海关报关数据，推出按 HS 编码与产品描述检索。"],
  ["2018", "上线客户管理 CRM 与邮件中心，从“查数据”延伸到“管客户”。"],
  ["2019", "设立香港与新加坡办事处，开始服务海外进口商与研究机构。"],
  ["2021", "推出英文与俄文网站及全球数据套餐，开设迪拜、莫斯科与洛杉矶办事处。"],
  ["2023", "发布智能拓客与全球买家库，联合合作机构推出信用报告、商账追收等外贸服务。"],
  ["2024", "上线 AI 外贸邮件、社媒文案、翻译与 AI 助手。"],
];

function AnchoredSection(props: {
  readonly anchor: PageAnchor;
  readonly lead?: string;
  readonly children: ReactNode;
}) {
  return (
    <Section
      title={TITLES[props.anchor.anchor] ?? props.anchor.anchor}
      id={props.anchor.anchor}
      {...(props.lead ? { lead: props.lead } : {})}
    >
      {props.children}
    </Section>
  );
}

export default function AboutUs() {
  const [profile, history, team, honours] = ABOUT_US_ANCHORS;
  if (!profile || !history || !team || !honours) throw new Error("about-us anchors missing");
  return (
    <>
      <Hero
        title="关于 Portolan"
        lead="Portolan 的名字来自中世纪航海者使用的“波特兰海图”。我们想做的事情一样朴素：给每一家做外贸的企业一张看得清的全球贸易地图。"
      >
        <ButtonLink href={zhHref("contact")}>联系我们</ButtonLink>
        <ButtonLink href={zhHref("joinus")} secondary>
          加入我们
        </ButtonLink>
      </Hero>

      <nav aria-label="本页目录">
        <Bullets
          items={ABOUT_US_ANCHORS.map((a) => (
            <a key={a.anchor} href={anchorHref(a)}>
              {TITLES[a.anchor]}
            </a>
          ))}
        />
      </nav>

      <AnchoredSection anchor={profile}>
        <p>
          Portolan
          是一家总部位于上海的外贸数据与服务平台，为出口企业、进口商、采购商、供应商、物流企业、研究机构、律所、金融与投资机构、政府部门和高校提供全球海关数据、提单数据与贸易统计，以及建立在数据之上的企业档案、买家搜索、营销工具和客户管理。
        </p>
        <p>
          在数据之外，我们与合作机构一起提供企业信用报告、国际商账追收、跨境收付款、国际认证、出口小额贷款、报关代理、国际物流、外汇金融、外汇掉期与风险控制等服务，帮助用户把“找到客户”之后的每一步走稳。
        </p>
        <Stats
          items={[
            { value: String(DATA_COUNTRIES), label: "海关数据覆盖国家" },
            { value: String(customsSourceCount()), label: "海关数据源" },
            { value: plus(ENTERPRISE_USERS), label: "企业用户" },
            { value: plus(USER_COUNTRIES), label: "用户所在国家" },
          ]}
        />
      </AnchoredSection>

      <AnchoredSection anchor={history}>
        <ol className={s.timeline}>
          {HISTORY.map(([year, text]) => (
            <li key={year} className={s.timelineItem}>
              <span className={s.timelineYear}>{year}</span>
              <span>{text}</span>
            </li>
          ))}
        </ol>
      </AnchoredSection>

      <AnchoredSection
        anchor={team}
        lead={`二百余名员工分布在境内外 ${OFFICES.length} 个办公地点，四支团队支撑产品的每一天。`}
      >
        <CardGrid
          items={[
            {
              title: "数据团队",
              text: "负责各国数据源的采集、清洗、翻译与企业名称归并，确保数据按时更新、字段一致。",
            },
            {
              title: "产品与研发团队",
              text: "负责检索引擎、营销工具、CRM 与 AI 工具的设计和开发，以及平台的安全与稳定运行。",
            },
            {
              title: "客户成功团队",
              text: "为每位付费用户配备客户经理，提供上手培训、检索技巧与行业数据解读。",
            },
            {
              title: "外贸服务团队",
              text: "对接信用、追收、支付、认证、物流与融资等合作机构，跟进每一项服务的办理进度。",
            },
          ]}
        />
      </AnchoredSection>

      <AnchoredSection anchor={honours}>
        <Bullets
          items={[
            "国家高新技术企业",
            "ISO/IEC 27001 信息安全管理体系认证",
            "上海市“专精特新”中小企业",
            "数据检索与客户管理相关软件著作权三十余项",
            "多所高校国际贸易专业的实践教学合作单位",
          ]}
        />
      </AnchoredSection>
    </>
  );
}
