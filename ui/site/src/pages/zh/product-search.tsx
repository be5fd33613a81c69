import { ButtonLink, CardGrid, Faq, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Steps } from "./parts/blocks.tsx";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "贸易搜索 — 企业、官网与邮箱一站检索 | Portolan",
  description:
    "输入产品或公司名，一次检索全球企业、官网、邮箱与社交主页，为海关数据里找到的买家补全联系方式。",
};

export default function ProductSearch() {
  return (
    <>
      <Hero
        title="贸易搜索：从公司名到联系人，一次搜全"
        lead="在海关数据里找到了买家，下一步是找到能拍板的人。贸易搜索把企业名录、官网、公开邮箱与社交主页汇到一个搜索框里。"
      >
        <ButtonLink href={zhHref("contact")}>申请试用贸易搜索</ButtonLink>
        <ButtonLink href={zhHref("product/trade")} secondary>
          先了解外贸数据
        </ButtonLink>
      </Hero>

      <Section title="能搜到什么">
        <CardGrid
          items={[
            { title: "企业信息", text: "公司全称、官网、地址、成立时间、行业类别、员工规模与经营状态。" },
            {
              title: "官网邮箱",
              text: "按域名检索企业官网公开的邮箱，区分通用邮箱与个人邮箱，并标注来源页面。",
            },
            { title: "关键人物", text: "创始人、采购与管理岗位人员，以及其公开的职业社交主页。" },
            { title: "产品与关键词", text: "按产品关键词检索全球相关企业，发现海关数据之外的潜在买家。" },
          ]}
        />
      </Section>

      <Section title="三种搜索模式">
        <CardGrid
          items={[
            { title: "综合搜索", text: "同时检索企业、产品与联系人，适合刚开始了解一个市场时使用。" },
            { title: "官网邮箱", text: "输入一个或多个企业域名，批量获取官网公开邮箱，用于开发信。" },
            { title: "精确查询", text: "按公司名、国家与行业组合筛选，锁定具体目标企业。" },
          ]}
        />
      </Section>

      <Section title="和海关数据一起用">
        <Steps
          items={[
            "在外贸数据中找到某产品的重点进口商。",
            "点击企业名称进入贸易搜索，获取其官网、邮箱与关键联系人。",
            "把联系人一键加入客户管理 CRM，并用邮件中心发送开发信。",
          ]}
        />
      </Section>

      <Section title="常见问题">
        <Faq
          items={[
            {
              q: "搜索结果里的邮箱是否可靠？",
              a: "邮箱均来自企业官网等公开页面并标注来源，系统会对格式做校验；建议首次发送前先小批量测试送达情况。",
            },
            {
              q: "贸易搜索需要单独开通吗？",
              a: "贸易搜索属于独立权限，可单独开通，也可与数据套餐一起购买，具体请联系客户经理。",
            },
          ]}
        />
      </Section>
    </>
  );
}
