import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Note } from "./parts/blocks.tsx";
import { ServicePage } from "./parts/service-page.tsx";

export const meta: PageMeta = {
  title: "外汇掉期 — 锁定汇率，管理汇兑风险 | Portolan 服务联盟",
  description:
    "对接合作金融机构，为有真实贸易背景的企业提供远期结售汇与外汇掉期等工具，锁定未来收付汇的汇率。",
};

export default function ServiceYiwandian() {
  return (
    <ServicePage
      title="外汇掉期：把汇率变化从利润里拿掉"
      service="外汇掉期"
      lead="接单时报的是今天的汇率，收款却在几个月后。合作金融机构为有真实贸易背景的企业提供远期与掉期工具，提前锁定未来收付汇的汇率。"
    >
      <Section title="常用工具">
        <CardGrid
          items={[
            { title: "远期结售汇", text: "约定未来某日按约定汇率结汇或购汇，锁定订单利润。" },
            { title: "外汇掉期", text: "一买一卖两笔方向相反的交易组合，调整收付汇时间错配。" },
            { title: "方案咨询", text: "按订单金额、币种与收款时间设计套期保值比例。" },
          ]}
        />
      </Section>
      <Section title="风险提示">
        <Note>
          汇率避险工具用于管理真实贸易中的汇率风险，而非投机。锁定汇率后，即使市场汇率朝有利方向变化，也须按约定汇率交割。办理前请充分了解产品特点并签署相关协议。
        </Note>
      </Section>
    </ServicePage>
  );
}
