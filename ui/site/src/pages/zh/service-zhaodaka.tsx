import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { ServicePage } from "./parts/service-page.tsx";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "风险控制 — 交易对手筛查与合规监测 | Portolan 服务联盟",
  description:
    "对接合作风控机构，为外贸企业提供交易对手制裁名单筛查、合规核查与持续风险监测，降低收款与合规风险。",
};

export default function ServiceZhaodaka() {
  return (
    <ServicePage
      title="风险控制：在风险变成损失之前发现它"
      service="风险控制"
      lead="国际贸易中的风险不只是不付款，还有制裁名单、虚假企业与违规转运。合作风控机构为外贸企业提供交易对手筛查与持续监测。"
    >
      <Section title="服务内容">
        <CardGrid
          items={[
            { title: "名单筛查", text: "将客户、收货人与最终用户与各类制裁、出口管制名单比对。" },
            { title: "合规核查", text: "核查企业真实性、实际控制人与关联关系。" },
            { title: "持续监测", text: "对已合作客户定期复查，名单或经营状况变化时预警。" },
            { title: "风控流程咨询", text: "帮助企业建立客户准入与大额交易审核流程。" },
          ]}
        />
      </Section>
      <Section title="与其他服务配合">
        <Bullets
          items={[
            <>
              签单前：用 <a href={zhHref("service/cedarRose")}>企业信用报告</a> 了解对方经营与付款能力；
            </>,
            "合作中：用企业动态追踪关注对方的采购变化；",
            <>
              出现拖欠：委托 <a href={zhHref("service/debtcollection")}>国际商账追收</a>。
            </>,
          ]}
        />
      </Section>
    </ServicePage>
  );
}
