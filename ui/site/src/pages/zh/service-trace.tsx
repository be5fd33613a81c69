import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { ServicePage } from "./parts/service-page.tsx";

export const meta: PageMeta = {
  title: "企业动态追踪 — 客户与同行有新交易时邮件提醒 | Portolan",
  description:
    "收藏重点客户、潜在买家与竞争对手，对方出现新的进出口记录或合作伙伴变化时，Portolan 通过邮件提醒您。",
};

export default function ServiceTrace() {
  return (
    <ServicePage
      title="企业动态追踪：客户一有动静，您第一个知道"
      service="动态追踪"
      ownService
      lead="开发客户讲究时机。开启追踪后，被追踪企业出现新的交易记录、新的供应商或采购量明显变化时，Portolan 会发邮件提醒您。"
      steps={[
        "在外贸数据、买家搜索或企业详情中收藏企业，开启追踪。",
        "设置提醒内容与频率，例如新交易、新合作伙伴。",
        "收到邮件提醒后，在追踪列表中查看变化详情并安排跟进。",
      ]}
    >
      <Section title="追踪谁">
        <CardGrid
          items={[
            { title: "潜在买家", text: "对方开始采购您的产品类别或更换供应商时，是最佳的联系时机。" },
            { title: "现有客户", text: "客户采购量下降或出现新的供应商，可能是流失信号。" },
            { title: "竞争对手", text: "同行开发了新客户、进入了新市场，及时调整自己的策略。" },
          ]}
        />
      </Section>
    </ServicePage>
  );
}
