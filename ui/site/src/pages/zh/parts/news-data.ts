// The news of the Chinese site: the list page shows every item; the one article and the one video
// with pages of their own link to them (news/detail and news/detail/play).
import { DEBT_CLIENT_SHARE_PERCENT, findPackageTier } from "@portolan/core";
import { FEATURED_ARTICLE_TITLE, FEATURED_VIDEO_TITLE } from "./news-titles.ts";
import { tierName } from "./package-table.tsx";

export interface NewsItem {
  readonly date: string;
  readonly category: "公司动态" | "产品更新" | "行业观察" | "视频";
  readonly title: string;
  readonly summary: string;
  /** Route id of the item's own page, when it has one. */
  readonly routeId?: string;
}

const deluxe = findPackageTier("DELUXE");
if (deluxe === undefined) throw new Error("no DELUXE package tier");

export { FEATURED_ARTICLE_TITLE, FEATURED_VIDEO_TITLE };

export const NEWS: readonly NewsItem[] = [
  {
    date: "2025-03-18",
    category: "行业观察",
    title: FEATURED_ARTICLE_TITLE,
    summary:
      "进口总量、来源国结构、买家集中度、单价区间与新进买家数，五个指标帮助外贸团队在年初判断该在哪个市场加码。",
    routeId: "news/detail",
  },
  {
    date: "2025-03-05",
    category: "视频",
    title: FEATURED_VIDEO_TITLE,
    summary: "从输入产品关键词到筛选出正在从中国采购的进口商，一条完整的检索路径。",
    routeId: "news/detail/play",
  },
  {
    date: "2025-02-20",
    category: "产品更新",
    title: "AI 助手上线：用一句话完成数据检索",
    summary:
      "在 AI 助手中描述需求，例如“近半年从中国进口 LED 灯具的德国企业”，即可得到对应的检索条件与结果。",
  },
  {
    date: "2025-01-15",
    category: "产品更新",
    title: `${tierName(deluxe)} 套餐覆盖扩大至 ${deluxe.importCountries} 国进口、${deluxe.exportCountries} 国出口`,
    summary: "旗舰套餐一次覆盖主要贸易国的进出口数据，适合多市场经营的贸易集团与研究机构。",
  },
  {
    date: "2024-12-10",
    category: "公司动态",
    title: "服务联盟新增国际商账追收服务",
    summary: `海外欠款可在线委托追收，不成功不收费，追回款项的 ${DEBT_CLIENT_SHARE_PERCENT}% 归委托方。`,
  },
  {
    date: "2024-11-08",
    category: "产品更新",
    title: "客户管理新增合作客户统计",
    summary: "按业务员与客户来源统计合作客户数量，主管可以直观比较各获客渠道的成交效果。",
  },
];

export const newsItem = (title: string): NewsItem => {
  const item = NEWS.find((n) => n.title === title);
  if (item === undefined) throw new Error(`no news item ${title}`);
  return item;
};
