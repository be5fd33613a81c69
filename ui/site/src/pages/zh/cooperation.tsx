import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Steps } from "./parts/blocks.tsx";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "商务合作 — 数据、服务与内容合作 | Portolan",
  description:
    "与 Portolan 开展数据合作、外贸服务入驻、行业协会与院校合作、内容与活动合作，共同服务外贸企业。",
};

export default function Cooperation() {
  return (
    <>
      <Hero
        title="商务合作：把您的专业能力带给外贸企业"
        lead="Portolan 的用户每天都在寻找买家、核实客户、安排收款与物流。如果您的产品或服务能帮到他们，欢迎与我们合作。"
      >
        <ButtonLink href={zhHref("contact")}>洽谈合作</ButtonLink>
        <ButtonLink href={zhHref("service")} secondary>
          查看已入驻的服务
        </ButtonLink>
      </Hero>

      <Section title="合作方向">
        <CardGrid
          items={[
            {
              title: "数据合作",
              text: "海关、物流、企业工商与行业数据的提供方，可与我们共同丰富数据覆盖与字段。",
            },
            {
              title: "外贸服务入驻",
              text: "征信、追收、支付、认证、物流、报关、融资与外汇等机构，可入驻服务联盟，对接平台用户需求。",
            },
            { title: "协会与园区", text: "为会员企业或园区企业提供数据培训、专场讲座与团体采购方案。" },
            { title: "院校合作", text: "国际贸易、跨境电商专业的实践教学、课题研究与实习基地合作。" },
            { title: "内容与活动", text: "联合发布行业报告、举办线上直播与线下沙龙。" },
            { title: "技术集成", text: "与 ERP、CRM 等系统对接，让数据进入企业已有的工作流程。" },
          ]}
        />
      </Section>

      <Section title="合作流程">
        <Steps
          items={[
            "通过联系我们页面说明合作方向、公司介绍与联系人。",
            "对应业务负责人与您沟通，评估合作方式与用户价值。",
            "确定方案后签署合作协议，共同制定上线与推广计划。",
          ]}
        />
      </Section>
    </>
  );
}
