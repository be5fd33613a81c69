import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { ServicePage } from "./parts/service-page.tsx";

export const meta: PageMeta = {
  title: "报关代理 — 进出口报关与单证服务 | Portolan 服务联盟",
  description: "对接专业报关企业，为进出口企业办理报关申报、单证审核、商品归类咨询与通关问题处理。",
};

export default function ServiceXinhai() {
  return (
    <ServicePage
      title="报关代理：单证准确，通关顺畅"
      service="报关代理"
      lead="报关单填错一个编码，可能导致查验、延误甚至罚款。Portolan 对接专业报关企业，为进出口企业提供申报、单证与归类服务。"
    >
      <Section title="服务内容">
        <CardGrid
          items={[
            { title: "进出口申报", text: "一般贸易、跨境电商等方式的报关申报与放行跟进。" },
            { title: "单证审核", text: "合同、发票、装箱单与申报要素的一致性审核。" },
            { title: "商品归类", text: "HS 编码归类咨询，避免因归类错误产生的税费与合规风险。" },
            { title: "查验协助", text: "海关查验时的现场配合与问题沟通。" },
          ]}
        />
      </Section>
      <Section title="需要提供">
        <Bullets items={["报关委托书", "合同、商业发票与装箱单", "产品说明、用途与成分等申报要素资料"]} />
      </Section>
    </ServicePage>
  );
}
