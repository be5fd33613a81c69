// The Chinese HTML sitemap's groups (decision D191): every Chinese page, by its name.
import type { SiteMapGroup } from "../../../components/site-map/site-map-groups.ts";
import { FEATURED_GUIDE_TITLE, FEATURED_LESSON_TITLE } from "./articles-data.ts";
import { FEATURED_ARTICLE_TITLE, FEATURED_VIDEO_TITLE } from "./news-titles.ts";

export const ZH_SITEMAP: readonly SiteMapGroup[] = [
  {
    title: "产品",
    pages: [
      ["home", "首页"],
      ["product/trade", "外贸数据"],
      ["product/search", "贸易搜索"],
      ["product/tuoke", "智能拓客"],
      ["product/buyer", "买家搜索"],
      ["product/goldspider", "金蜘蛛"],
      ["product/global", "全球数据套餐"],
      ["product/crm", "客户管理 CRM"],
      ["shipping", "船运数据"],
    ],
  },
  {
    title: "服务联盟",
    pages: [
      ["service", "服务联盟"],
      ["service/debtcollection", "国际商账追收"],
      ["service/cedarRose", "企业信用报告"],
      ["service/analyze", "定制数据分析"],
      ["service/trace", "企业动态追踪"],
      ["service/airwallex", "跨境收付款"],
      ["service/amass", "国际物流"],
      ["service/ningbo", "出口小额贷款"],
      ["service/nova", "社交媒体运营"],
      ["service/search", "搜索引擎营销"],
      ["service/shiteng", "外贸团队培训"],
      ["service/spread", "海外广告推广"],
      ["service/tuv", "国际认证"],
      ["service/website", "外贸独立站"],
      ["service/xinhai", "报关代理"],
      ["service/yiwandian", "外汇掉期"],
      ["service/yixin", "外汇金融"],
      ["service/zhaodaka", "风险控制"],
    ],
  },
  {
    title: "新闻与学习",
    pages: [
      ["news", "新闻动态"],
      ["news/detail", FEATURED_ARTICLE_TITLE],
      ["news/detail/play", `${FEATURED_VIDEO_TITLE}（视频文字稿）`],
      ["service/Hide-article", "外贸干货文章"],
      ["service/Hide-article/detail", FEATURED_GUIDE_TITLE],
      ["service/video", "视频课程"],
      ["service/video/play", FEATURED_LESSON_TITLE],
    ],
  },
  {
    title: "关于我们",
    pages: [
      ["aboutus", "公司简介"],
      ["contact", "联系我们"],
      ["investment", "招商加盟"],
      ["cooperation", "商务合作"],
      ["joinus", "加入我们"],
    ],
  },
  {
    title: "法律信息",
    pages: [
      ["privacy", "隐私政策"],
      ["terms", "服务条款"],
      ["sitemap", "网站地图"],
    ],
  },
];
