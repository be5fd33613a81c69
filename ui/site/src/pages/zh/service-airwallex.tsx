import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { ServicePage } from "./parts/service-page.tsx";

export const meta: PageMeta = {
  title: "跨境收付款 — 多币种收款、付款与换汇 | Portolan 服务联盟",
  description:
    "为外贸企业对接持牌跨境支付机构：开立多币种收款账户，收取海外货款、向海外供应商付款并按需换汇。",
};

export default function ServiceAirwallex() {
  return (
    <ServicePage
      title="跨境收付款：海外货款，收得快、换得省"
      service="跨境收付款"
      lead="通过 Portolan 对接的持牌跨境支付机构，外贸企业可以开立多币种收款账户，像收本地款一样收取海外客户的货款，并在需要时换汇、提现或向海外付款。"
    >
      <Section title="能解决什么">
        <CardGrid
          items={[
            { title: "多币种收款", text: "以常用结算货币收取海外买家的货款，减少中转行扣费与到账时间。" },
            { title: "海外付款", text: "向海外供应商、物流商与服务商付款，支持批量付款。" },
            { title: "换汇与提现", text: "在账户内按需换汇，合规结汇到国内银行账户。" },
            { title: "平台收款", text: "跨境电商平台的店铺回款归集到同一账户管理。" },
          ]}
        />
      </Section>
      <Section title="适合谁">
        <Bullets
          items={[
            "经常收取美元、欧元等多币种货款的出口企业；",
            "需要向海外供应商付款的进口商与采购商；",
            "同时经营 B2B 外贸与跨境电商的企业。",
          ]}
        />
      </Section>
      <Section title="开户需要准备">
        <Bullets items={["企业营业执照", "法定代表人身份证件", "贸易背景材料，如合同、发票或店铺信息"]} />
      </Section>
    </ServicePage>
  );
}
