import { UTILITIES_ANCHOR } from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets, Note } from "./parts/blocks.tsx";
import { GROWTH_SERVICES, type ServiceCard, TRADE_SERVICES } from "./parts/services-data.ts";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "服务联盟 — 外贸全流程服务与实用工具 | Portolan",
  description:
    "信用报告、商账追收、跨境收付款、国际认证、出口贷款、报关、物流、外汇与风控，以及营销、培训与实用工具，一站对接。",
};

const cards = (list: readonly ServiceCard[]) =>
  list.map((c) => ({ title: c.title, text: c.text, href: zhHref(`service/${c.slug}`) }));

export default function Service() {
  return (
    <>
      <Hero
        title="服务联盟：找到客户之后，每一步都有人帮"
        lead="Portolan 与专业机构合作，把外贸企业在收款、信用、认证、通关、物流、融资和营销上的常见需求集中到一个入口。登录后也可以从导航的“第三方服务”进入。"
      >
        <ButtonLink href={zhHref("contact")}>咨询服务</ButtonLink>
        <ButtonLink href={zhHref("cooperation")} secondary>
          成为服务伙伴
        </ButtonLink>
      </Hero>

      <Section title="外贸服务" lead="从签单前的信用核查，到出货、收汇与融资。">
        <CardGrid items={cards(TRADE_SERVICES)} />
      </Section>

      <Section title="营销与学习" lead="让更多买家找到您，也让团队更会用数据。">
        <CardGrid items={cards(GROWTH_SERVICES)} />
      </Section>

      <Section
        title="实用工具"
        id={UTILITIES_ANCHOR.anchor}
        lead="外贸日常用得到的小工具，登录后在“AI 工具”菜单的实用工具列表中打开，每个工具在新标签页中运行。"
      >
        <Bullets
          items={[
            "HS 编码查询：按产品名称查找对应的海关编码与说明；",
            "汇率换算：主要结算货币之间的即时换算；",
            "国际区号与时区：查看目标国家的电话区号与当地时间，安排联系时段；",
            "港口查询：按国家查找主要港口及其代码；",
            "贸易术语说明：常用国际贸易术语下买卖双方的责任划分；",
            "集装箱装箱计算：按货物尺寸估算可装箱数量。",
          ]}
        />
        <Note>实用工具列表由服务端维护并持续更新，具体以登录后看到的列表为准。</Note>
      </Section>
    </>
  );
}
