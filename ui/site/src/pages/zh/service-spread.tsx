import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { ServicePage } from "./parts/service-page.tsx";

export const meta: PageMeta = {
  title: "海外广告推广 — 按国家与行业精准投放 | Portolan 服务联盟",
  description:
    "由合作推广团队为外贸企业在海外数字媒体与行业平台投放广告，按目标国家、行业与采购角色定向，带来有效询盘。",
};

export default function ServiceSpread() {
  return (
    <ServicePage
      title="海外广告推广：把产品推到采购决策人面前"
      service="海外推广"
      lead="新品上市、进入新市场或参加展会前，需要在短时间内让目标买家知道您。合作推广团队按国家、行业与采购角色为您投放数字广告。"
    >
      <Section title="推广方式">
        <CardGrid
          items={[
            { title: "定向广告", text: "在海外数字媒体与社交平台按地区、行业与职位定向投放。" },
            { title: "行业平台", text: "在垂直行业网站与 B2B 平台投放展示位与推荐位。" },
            { title: "展会预热", text: "展前向目标市场买家推送展位信息，预约现场洽谈。" },
            { title: "再营销", text: "对访问过官网的买家再次展示广告，提升询盘转化。" },
          ]}
        />
      </Section>
      <Section title="如何定向更准">
        <p>
          投放前可以用外贸数据找出目标市场中采购您产品的企业与行业分布，作为广告定向与素材选择的依据；推广带来的询盘可直接进入客户管理跟进。
        </p>
      </Section>
    </ServicePage>
  );
}
