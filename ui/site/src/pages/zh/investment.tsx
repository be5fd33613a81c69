import { DATA_COUNTRIES, ENTERPRISE_USERS, USER_COUNTRIES } from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets, Steps } from "./parts/blocks.tsx";
import { plus, zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "招商加盟 — 成为 Portolan 区域渠道伙伴",
  description:
    "诚招各地区域渠道伙伴，代理 Portolan 外贸数据与营销工具，服务本地外贸企业；提供产品培训、销售支持与渠道政策。",
};

export default function Investment() {
  return (
    <>
      <Hero
        title="招商加盟：和我们一起服务本地外贸企业"
        lead={`Portolan 已服务 ${plus(USER_COUNTRIES)} 个国家的 ${plus(ENTERPRISE_USERS)} 家企业用户。我们正在各外贸产业带寻找区域渠道伙伴，把覆盖 ${DATA_COUNTRIES} 个国家的贸易数据带到更多工厂和外贸公司。`}
      >
        <ButtonLink href={zhHref("contact")}>提交加盟意向</ButtonLink>
        <ButtonLink href={zhHref("cooperation")} secondary>
          了解其他合作方式
        </ButtonLink>
      </Hero>

      <Section title="为什么加盟">
        <CardGrid
          items={[
            {
              title: "刚需产品",
              text: "找客户是每家外贸企业每天都要做的事，海关数据是最直接的工具，续费率高。",
            },
            {
              title: "完整产品线",
              text: "数据、搜索、营销、邮件、CRM 与第三方服务，可以满足客户从获客到收款的多种需求。",
            },
            { title: "总部支持", text: "售前演示、培训课程、行业数据报告与客户成功团队，帮助您快速上手。" },
          ]}
        />
      </Section>

      <Section title="我们希望您">
        <Bullets
          items={[
            "是依法注册的企业，在当地有稳定的外贸企业客户资源或行业协会、园区关系；",
            "有专职的销售与服务人员，认同以客户成功为中心的长期经营方式；",
            "遵守 Portolan 的价格体系与数据使用规范。",
          ]}
        />
      </Section>

      <Section title="加盟流程">
        <Steps
          items={[
            "通过联系我们页面提交加盟意向，注明所在城市与现有客户群。",
            "渠道经理与您沟通区域情况与合作模式，安排产品演示。",
            "双方确认区域与政策后签署渠道协议。",
            "参加总部培训，获得演示账户与销售资料，开始服务客户。",
          ]}
        />
      </Section>
    </>
  );
}
