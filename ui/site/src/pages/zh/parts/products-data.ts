// The seven Chinese product pages as cards (home page, and anywhere the product line is listed).
import type { CardItem } from "../../../components/content/content.tsx";
import { zhHref } from "./zh-format.ts";

export const PRODUCT_CARDS: readonly CardItem[] = [
  {
    title: "外贸数据",
    href: zhHref("product/trade"),
    text: "按国家、进口或出口检索海关报关单与提单，查看采购商、供应商、HS 编码、货描、重量与金额。",
  },
  {
    title: "贸易搜索",
    href: zhHref("product/search"),
    text: "输入产品或公司名，一次检索全网企业、官网邮箱与社交主页，快速补全联系人信息。",
  },
  {
    title: "智能拓客",
    href: zhHref("product/tuoke"),
    text: "搜索引擎、社交平台、B2B、地图与展会多渠道挖掘潜在客户，并按您的产品智能推荐。",
  },
  {
    title: "买家搜索",
    href: zhHref("product/buyer"),
    text: "全球买家库按产品与国家筛选采购商，查看采购记录与联系方式，定位真实需求。",
  },
  {
    title: "金蜘蛛邮件营销",
    href: zhHref("product/goldspider"),
    text: "邮件中心、开发信模板与送达报告，配合 AI 写信、社媒文案与翻译，提高回复率。",
  },
  {
    title: "全球数据套餐",
    href: zhHref("product/global"),
    text: "五档年度套餐，从美国进口数据到数十国进出口数据，按业务范围选择。",
  },
  {
    title: "客户管理 CRM",
    href: zhHref("product/crm"),
    text: "私海、公海与合作客户分层管理，客户来源可追溯，跟进与统计一目了然。",
  },
];
