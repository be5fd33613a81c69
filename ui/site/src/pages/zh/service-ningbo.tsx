import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { ServicePage } from "./parts/service-page.tsx";

export const meta: PageMeta = {
  title: "出口小额贷款 — 以外贸订单为依据的经营贷款 | Portolan 服务联盟",
  description:
    "为中小出口企业对接合作金融机构，以出口订单、报关记录与收汇情况为依据申请小额经营贷款，缓解备货与账期压力。",
};

export default function ServiceNingbo() {
  return (
    <ServicePage
      title="出口小额贷款：接了大单，不再为备货资金发愁"
      service="出口小额贷款"
      lead="中小出口企业常常在接单后面临备货垫资与买家账期的双重压力。Portolan 对接合作金融机构，帮助企业以真实的出口业务为依据申请小额经营贷款。"
    >
      <Section title="贷款用途">
        <CardGrid
          items={[
            { title: "订单备货", text: "采购原材料、支付加工费，按时完成订单。" },
            { title: "账期周转", text: "买家账期内的资金周转，减少对自有资金的占用。" },
            { title: "展会与市场开拓", text: "参加国际展会、开拓新市场的阶段性资金需求。" },
          ]}
        />
      </Section>
      <Section title="申请条件（以合作机构审核为准）">
        <Bullets
          items={[
            "依法注册并有实际出口业务的企业；",
            "有可查询的报关与收汇记录；",
            "企业及实际控制人信用记录良好。",
          ]}
        />
        <p>额度、利率与期限由合作金融机构根据企业情况审批确定。</p>
      </Section>
    </ServicePage>
  );
}
