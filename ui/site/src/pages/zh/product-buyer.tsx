import { DATA_COUNTRIES } from "@portolan/core";
import { ButtonLink, CardGrid, Faq, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Steps } from "./parts/blocks.tsx";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "买家搜索 — 全球采购商数据库 | Portolan",
  description:
    "按产品、HS 编码与国家筛选全球采购商，查看采购记录、供应商与联系方式，找到真正有需求的海外买家。",
};

export default function ProductBuyer() {
  return (
    <>
      <Hero
        title="买家搜索：直接找到正在采购的人"
        lead={`全球买家库把 ${DATA_COUNTRIES} 个国家的贸易记录整理成以企业为单位的采购商档案：买什么、买多少、从哪国买、和谁合作，一页看完。`}
      >
        <ButtonLink href={zhHref("contact")}>免费咨询买家搜索</ButtonLink>
        <ButtonLink href={zhHref("product/trade")} secondary>
          查看数据覆盖
        </ButtonLink>
      </Hero>

      <Section title="采购商档案里有什么">
        <CardGrid
          items={[
            { title: "采购概况", text: "采购的产品类别与 HS 编码、最近一次采购时间、采购频次与总量。" },
            { title: "供应商结构", text: "对方目前从哪些国家、哪些供应商进货，各自占比多少。" },
            { title: "企业信息", text: "地址、官网、行业与规模，以及可公开获取的联系方式。" },
            { title: "趋势变化", text: "按月展示采购量变化，判断对方是在扩大采购还是在更换供应商。" },
          ]}
        />
      </Section>

      <Section title="怎样找到对的买家">
        <Steps
          items={[
            "输入您的产品关键词或 HS 编码，选择目标市场。",
            "按采购量、最近采购时间与供应商所在国筛选，例如只看“从中国采购、近半年仍有交易”的企业。",
            "打开采购商档案，判断其规模与合作空间，收藏并加入客户管理跟进。",
          ]}
        />
      </Section>

      <Section title="常见问题">
        <Faq
          items={[
            {
              q: "买家搜索和外贸数据有什么区别？",
              a: "外贸数据以逐票交易为单位，适合查明细；买家搜索以企业为单位汇总，适合快速筛选与比较采购商。",
            },
            {
              q: "英文或俄文网站可以使用买家搜索吗？",
              a: "买家搜索目前仅在中文版提供。",
            },
          ]}
        />
      </Section>
    </>
  );
}
