import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { ServicePage } from "./parts/service-page.tsx";

export const meta: PageMeta = {
  title: "外贸团队培训 — 数据开发与销售实战课程 | Portolan 服务联盟",
  description:
    "面向外贸业务团队的实战培训：海关数据检索、客户背景调查、开发信写作与跟进谈判，支持企业内训与线上课程。",
};

export default function ServiceShiteng() {
  return (
    <ServicePage
      title="外贸团队培训：让每个业务员都会用数据找客户"
      service="团队培训"
      lead="工具买了没人会用，是很多外贸企业的痛点。合作培训讲师与 Portolan 客户成功团队一起，为您的团队设计从数据检索到成交的实战课程。"
    >
      <Section title="课程模块">
        <CardGrid
          items={[
            { title: "数据检索", text: "按产品、HS 编码与国家检索，筛选并评估采购商。" },
            { title: "客户背调", text: "用采购记录、企业信息与信用报告判断客户真实性与规模。" },
            { title: "开发信", text: "写出让买家愿意回复的开发信，设计跟进节奏。" },
            { title: "谈判与风控", text: "报价、付款方式与账期谈判，以及常见的收款风险防范。" },
          ]}
        />
      </Section>
      <Section title="培训形式">
        <Bullets
          items={[
            "企业内训：到企业现场授课并结合实际产品演练",
            "线上直播：适合多地团队同时参加",
            "课后作业与一对一点评",
          ]}
        />
      </Section>
    </ServicePage>
  );
}
