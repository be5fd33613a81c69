import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { ServicePage } from "./parts/service-page.tsx";

export const meta: PageMeta = {
  title: "外汇金融 — 结售汇与贸易融资 | Portolan 服务联盟",
  description: "对接合作金融机构，为外贸企业提供结售汇、出口收汇管理与贸易融资方案，改善资金周转。",
};

export default function ServiceYixin() {
  return (
    <ServicePage
      title="外汇金融：管好收汇，也管好现金流"
      service="外汇金融"
      lead="外贸企业的利润，常常在汇率波动和资金占用中被吃掉。Portolan 对接合作金融机构，为企业提供结售汇与贸易融资服务。"
    >
      <Section title="服务内容">
        <CardGrid
          items={[
            { title: "结售汇", text: "出口收汇结汇、进口付汇购汇，报价透明。" },
            { title: "出口融资", text: "以出口应收账款、信用证等为基础的融资，提前回笼资金。" },
            { title: "进口融资", text: "为进口付款提供短期资金支持。" },
            { title: "收汇管理", text: "多笔收汇的归集、对账与结汇时机建议。" },
          ]}
        />
      </Section>
      <Section title="适合谁">
        <Bullets items={["外汇收支规模较大、对汇率敏感的外贸企业", "账期较长、需要提前回笼资金的出口企业"]} />
        <p>融资额度、费率与条件以合作金融机构的审批结果为准。</p>
      </Section>
    </ServicePage>
  );
}
