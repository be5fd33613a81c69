import { DATA_COUNTRIES, DEBT_CLIENT_SHARE_PERCENT, ENTERPRISE_USERS, USER_COUNTRIES } from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section, Stats } from "../../components/content/content.tsx";
import LiveSamples from "../../islands/live-samples.island.tsx";
import TrySearch from "../../islands/try-search.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { Steps } from "./parts/blocks.tsx";
import { customsSourceCount } from "./parts/customs-coverage.tsx";
import { PackageTable } from "./parts/package-table.tsx";
import { PRODUCT_CARDS } from "./parts/products-data.ts";
import { plus, zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "Portolan 外贸数据 — 全球海关与提单数据",
  description: `覆盖 ${DATA_COUNTRIES} 个国家的海关、提单与统计数据，帮助外贸企业找到买家、分析供应链、管理客户。`,
};

export default function Home() {
  return (
    <>
      <Hero
        title="全球贸易数据，一站查询"
        lead={`覆盖 ${DATA_COUNTRIES} 个国家的海关、提单与统计数据，从找买家、查对手到跟进客户，帮外贸团队把每一票真实成交变成下一单生意。`}
      >
        <ButtonLink href={zhHref("product/trade")}>了解外贸数据</ButtonLink>
        <ButtonLink href={zhHref("contact")} secondary>
          联系我们预约演示
        </ButtonLink>
      </Hero>

      <Section title="数字看 Portolan">
        <Stats
          items={[
            { value: String(DATA_COUNTRIES), label: "海关数据覆盖国家" },
            { value: plus(ENTERPRISE_USERS), label: "企业用户" },
            { value: plus(USER_COUNTRIES), label: "用户所在国家" },
            { value: String(customsSourceCount()), label: "海关数据源" },
          ]}
        />
      </Section>

      <Section
        title="试试搜索"
        id="try"
        lead="输入一个英文商品词，查看我们数据库中真实的美国进口提单，最新的在前。"
      >
        <TrySearch locale="zh" />
      </Section>

      <Section
        title="真实数据，实时呈现"
        id="samples"
        lead="一票真实的提单、一家活跃进口商及其主要供应商、美国海运进口的月度走势，均实时读取自我们的数据库。"
      >
        <LiveSamples locale="zh" />
      </Section>

      <Section
        title="七大产品，覆盖外贸获客全流程"
        lead="数据负责告诉您“谁在买、买什么、从哪儿买”，营销与管理工具负责把线索变成客户。"
      >
        <CardGrid items={PRODUCT_CARDS} />
      </Section>

      <Section title="为谁而做" lead="只要您的生意和跨境货物有关，海关数据就能回答您最关心的问题。">
        <CardGrid
          items={[
            {
              title: "出口企业与工厂",
              text: "找到正在进口同类产品的海外买家，看清他们的采购频率、规模与现有供应商。",
            },
            {
              title: "进口商与采购商",
              text: "比较全球供应商的出货记录与稳定性，找到替代货源，降低采购风险。",
            },
            { title: "货代与物流企业", text: "按航线、港口与收发货人分析货量，发现潜在的直客与合作伙伴。" },
            {
              title: "律所、金融与投资机构",
              text: "核实企业真实贸易规模，辅助尽职调查、授信评估与行业研究。",
            },
            {
              title: "政府机构、高校与媒体",
              text: "研究产业链、贸易流向与政策影响，为报告与教学提供一手数据。",
            },
            { title: "咨询研究机构", text: "以逐票交易数据支撑市场规模测算、竞争格局与价格分析。" },
          ]}
        />
      </Section>

      <Section title="三步开始找客户">
        <Steps
          items={[
            "输入产品关键词或 HS 编码，选择目标国家与进口或出口方向。",
            "在结果中查看采购商名单、采购频次与合作供应商，收藏重点企业并开启动态追踪，有新交易时邮件提醒。",
            "用贸易搜索补全联系人，通过邮件中心发送开发信，把有意向的客户放入 CRM 持续跟进。",
          ]}
        />
      </Section>

      <Section title="年度数据套餐" lead="按需要覆盖的国家选择套餐，所有套餐均为一年期。">
        <PackageTable />
        <p>
          <ButtonLink href={zhHref("product/global")}>查看套餐详情</ButtonLink>
        </p>
      </Section>

      <Section
        title="外贸服务联盟"
        lead="数据之外，Portolan 还与合作机构一起解决收款、信用、认证、物流与融资问题。"
      >
        <CardGrid
          items={[
            {
              title: "国际商账追收",
              href: zhHref("service/debtcollection"),
              text: `海外欠款无法收回？不成功不收费，追回款项的 ${DEBT_CLIENT_SHARE_PERCENT}% 归您。`,
            },
            {
              title: "企业信用报告",
              href: zhHref("service/cedarRose"),
              text: "下单前先查对方底细，全球企业信用报告可即时下载或委托实地调查。",
            },
            {
              title: "跨境收付款",
              href: zhHref("service/airwallex"),
              text: "多币种收款与付款、换汇与结算，让海外货款更快到账。",
            },
            {
              title: "全部服务",
              href: zhHref("service"),
              text: "认证、出口小额贷款、报关、物流、外汇与风控等服务一览。",
            },
          ]}
        />
      </Section>
    </>
  );
}
