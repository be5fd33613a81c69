import {
  DATA_COUNTRIES,
  ORDER_RESERVATION_DAYS,
  PACKAGE_TERM_MONTHS,
  PACKAGE_TIERS,
  PAYMENT_METHODS,
} from "@portolan/core";
import { ButtonLink, CardGrid, Faq, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets, Note } from "./parts/blocks.tsx";
import { coverageZh, PackageTable, tierName } from "./parts/package-table.tsx";
import { PAYMENT_ZH } from "./parts/payment-zh.ts";
import { num, zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "全球数据套餐 — PRO 至 Deluxe 年度套餐价格与覆盖 | Portolan",
  description: "五档年度全球贸易数据套餐：覆盖国家、进出口方向与年费一览，支持在线支付与银行转账。",
};

const FIT_ZH: readonly string[] = [
  "主攻美国市场的出口企业：用美国进口提单找买家、看竞品。",
  "开拓多个进口市场的企业：一次覆盖主要目的国的进口数据。",
  "需要进口数据并兼顾少量出口国供应链分析的企业。",
  "同时做采购与销售、需要大范围进出口双向数据的企业。",
  "贸易集团、研究机构与服务机构：覆盖范围最广，适合多市场、多品类分析。",
];

export default function ProductGlobal() {
  return (
    <>
      <Hero
        title="全球数据套餐：按市场选，按年付"
        lead={`从单一的美国进口数据，到数十个国家的进出口数据，五档套餐覆盖不同规模的外贸业务；全部平台数据覆盖 ${DATA_COUNTRIES} 个国家。`}
      >
        <ButtonLink href={zhHref("contact")}>咨询套餐与报价</ButtonLink>
        <ButtonLink href={zhHref("product/trade")} secondary>
          查看数据字段与国家
        </ButtonLink>
      </Hero>

      <Section title="套餐价格与覆盖">
        <PackageTable />
      </Section>

      <Section title="哪一档适合您">
        <CardGrid
          items={PACKAGE_TIERS.map((t, i) => ({
            title: `${tierName(t)} · $${num(t.priceUsdPerYear)}/年`,
            text: `${coverageZh(t)}。${FIT_ZH[i] ?? ""}`,
          }))}
        />
      </Section>

      <Section title="付款方式">
        <Bullets items={PAYMENT_METHODS.map((m) => PAYMENT_ZH[m])} />
        <Note>
          所有套餐期限为 {PACKAGE_TERM_MONTHS}{" "}
          个月，在签约时一次性支付全年费用。部分在线购买的服务不支持退款，是否可退以每次购买时页面上的说明为准。
        </Note>
      </Section>

      <Section title="常见问题">
        <Faq
          items={[
            {
              q: "下单后没有马上付款怎么办？",
              a: `未付款订单保留 ${ORDER_RESERVATION_DAYS} 天，逾期自动失效；若期间服务升级、下线或调整价格，订单也会失效，需要重新下单。`,
            },
            {
              q: "套餐可以升级吗？",
              a: "可以。升级时按新套餐签约，原套餐剩余价值的处理方式请与客户经理确认。",
            },
            {
              q: "套餐包含贸易搜索、营销工具与 CRM 吗？",
              a: "数据套餐只包含所列国家的海关数据；贸易搜索、智能拓客、邮件中心与 CRM 为独立权限，可组合购买。",
            },
          ]}
        />
      </Section>
    </>
  );
}
