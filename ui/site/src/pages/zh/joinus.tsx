import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { OFFICES } from "../shared/offices.ts";
import { Bullets, Steps } from "./parts/blocks.tsx";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "加入我们 — 招聘岗位与工作地点 | Portolan",
  description:
    "加入 Portolan，和我们一起做外贸企业最信赖的数据工具：数据、研发、产品、销售与客户成功岗位持续招聘。",
};

export default function JoinUs() {
  return (
    <>
      <Hero
        title="加入我们"
        lead="我们每天处理来自世界各地的贸易数据，再把它变成外贸企业看得懂、用得上的答案。如果您对全球贸易和数据产品感兴趣，欢迎加入。"
      >
        <ButtonLink href={zhHref("contact")}>投递简历</ButtonLink>
        <ButtonLink href={zhHref("aboutus")} secondary>
          了解公司
        </ButtonLink>
      </Hero>

      <Section title="热招岗位">
        <CardGrid
          items={[
            {
              title: "数据工程师",
              text: "负责各国海关数据的采集、清洗与企业名称归并，熟悉数据管道与多语种文本处理者优先。",
            },
            { title: "前端与后端工程师", text: "开发检索、营销与 CRM 功能，关注性能、可访问性与数据安全。" },
            { title: "产品经理", text: "深入外贸企业的获客流程，把用户需求变成清晰的产品方案。" },
            { title: "外贸数据顾问（销售）", text: "为企业客户演示产品、设计数据方案，熟悉外贸业务者优先。" },
            { title: "客户成功经理", text: "帮助付费用户上手、解读数据、提升使用效果与续费。" },
            { title: "俄语、阿拉伯语区域经理", text: "常驻莫斯科或迪拜，拓展与服务当地客户和合作伙伴。" },
          ]}
        />
      </Section>

      <Section title="工作地点">
        <Bullets items={OFFICES.map((o) => `${o.name.zh}：${o.address.zh}`)} />
      </Section>

      <Section title="我们提供">
        <Bullets
          items={[
            "有竞争力的薪酬与年度调薪，五险一金及补充商业保险；",
            "弹性工作时间，带薪年假与节日福利；",
            "系统的入职培训与外贸、数据领域的专业课程；",
            "跨国团队协作与海外办公室的交流机会。",
          ]}
        />
      </Section>

      <Section title="应聘流程">
        <Steps
          items={[
            "通过联系我们页面投递，主题注明“应聘 + 岗位名称 + 城市”，并在留言中附上简历链接。",
            "招聘团队初筛后安排电话沟通。",
            "专业面试与主管面试，技术岗位包含一次实践题。",
            "发放录用通知，确认入职时间。",
          ]}
        />
      </Section>
    </>
  );
}
