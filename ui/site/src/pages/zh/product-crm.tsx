import { CUSTOMER_ORIGIN, type CustomerOriginCode } from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets, Steps } from "./parts/blocks.tsx";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "客户管理 CRM — 外贸团队的私海、公海与合作客户 | Portolan",
  description:
    "为外贸团队设计的客户管理：私海、公海与合作客户分层，客户来源可追溯，跟进记录、关注与统计报表一站完成。",
};

const ORIGIN_ZH: Readonly<Record<CustomerOriginCode, string>> = {
  0: "外部客户：手工录入或批量导入的客户",
  1: "贸易数据：从海关数据中加入的企业",
  2: "全球买家：从买家搜索中加入的采购商",
  3: "贸易搜索：从贸易搜索中加入的企业与联系人",
};

export default function ProductCrm() {
  return (
    <>
      <Hero
        title="客户管理 CRM：每条线索都有人跟、有据可查"
        lead="从海关数据、买家搜索、贸易搜索里找到的客户，一键进入 CRM。谁在跟、跟到哪一步、客户从哪里来，主管随时看得到。"
      >
        <ButtonLink href={zhHref("contact")}>预约 CRM 演示</ButtonLink>
        <ButtonLink href={zhHref("product/tuoke")} secondary>
          了解智能拓客
        </ButtonLink>
      </Hero>

      <Section title="三类客户，分层管理">
        <CardGrid
          items={[
            { title: "私海客户", text: "业务员自己负责跟进的客户，其他人不可见，避免撞单。" },
            { title: "公海客户", text: "暂无人跟进或被释放的客户，团队成员可以领取，资源不浪费。" },
            { title: "合作客户", text: "已经成交的客户，集中记录订单、联系人与后续服务。" },
          ]}
        />
      </Section>

      <Section title="客户来源一目了然">
        <p>每个客户都标注来源，方便评估各渠道的获客效果：</p>
        <Bullets items={Object.values(CUSTOMER_ORIGIN).map((code) => ORIGIN_ZH[code])} />
      </Section>

      <Section title="跟进与统计">
        <CardGrid
          items={[
            { title: "我的关注", text: "关注重点客户，对方有新的交易或资料变化时收到提醒。" },
            { title: "动态追踪", text: "记录每次邮件、电话与拜访，下次跟进时间到了自动提醒。" },
            { title: "标签管理", text: "按产品、国家、意向程度给客户打标签，快速筛选与分组群发。" },
            { title: "客户统计", text: "按业务员、来源与阶段统计客户数量与转化情况。" },
          ]}
        />
      </Section>

      <Section title="团队怎么用">
        <Steps
          items={[
            "主账户为部门和子账户分配权限，业务员只看到自己的私海。",
            "新线索进入公海或直接分配，业务员领取后转入私海跟进。",
            "成交后转为合作客户，长期无进展的客户释放回公海。",
          ]}
        />
      </Section>
    </>
  );
}
