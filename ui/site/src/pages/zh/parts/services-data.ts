// The Chinese service pages in two groups: the third-party trade services of the console nav (in
// core's THIRD_PARTY_SERVICES order) and the marketing and learning services.
import { THIRD_PARTY_SERVICES } from "@portolan/core";

export interface ServiceCard {
  readonly slug: string;
  readonly title: string;
  readonly text: string;
}

const TRADE_TEXT: Readonly<Record<string, { readonly title: string; readonly text: string }>> = {
  debtcollection: { title: "国际商账追收", text: "海外欠款委托当地团队追收，不成功不收费。" },
  airwallex: { title: "跨境收付款", text: "多币种收款、付款与换汇，海外货款更快到账。" },
  cedarRose: { title: "企业信用报告", text: "全球企业资信报告，现成下载或委托实地调查。" },
  tuv: { title: "国际认证", text: "产品检测与体系认证咨询，满足目标市场准入要求。" },
  ningbo: { title: "出口小额贷款", text: "以出口订单与贸易记录为基础的小额经营贷款。" },
  xinhai: { title: "报关代理", text: "进出口报关、单证审核与归类咨询。" },
  amass: { title: "国际物流", text: "海运、空运、铁路与多式联运的询价与订舱。" },
  yixin: { title: "外汇金融", text: "结售汇与贸易融资，管理收汇节奏与资金周转。" },
  yiwandian: { title: "外汇掉期", text: "用远期与掉期工具锁定汇率，降低汇兑损失。" },
  zhaodaka: { title: "风险控制", text: "交易对手筛查、合规核查与持续风险监测。" },
};

export const TRADE_SERVICES: readonly ServiceCard[] = THIRD_PARTY_SERVICES.map((s) => {
  const t = TRADE_TEXT[s.slug];
  if (t === undefined) throw new Error(`no Chinese text for service ${s.slug}`);
  return { slug: s.slug, ...t };
});

export const GROWTH_SERVICES: readonly ServiceCard[] = [
  { slug: "analyze", title: "定制数据分析", text: "由数据分析师按您的产品与市场出具专题分析报告。" },
  { slug: "trace", title: "企业动态追踪", text: "关注重点客户与同行，有新交易时邮件提醒。" },
  { slug: "website", title: "外贸独立站", text: "多语种企业官网建设，与询盘和客户管理打通。" },
  { slug: "search", title: "搜索引擎营销", text: "官网优化与搜索广告，让海外买家主动找到您。" },
  { slug: "spread", title: "海外广告推广", text: "按目标国家与行业投放数字广告，带来询盘。" },
  { slug: "nova", title: "社交媒体运营", text: "海外社交平台企业主页的内容规划与日常运营。" },
  { slug: "shiteng", title: "外贸团队培训", text: "数据检索、开发信与谈判的实战培训。" },
  { slug: "video", title: "视频课程", text: "用海关数据开发客户的系列视频教程与文字稿。" },
  { slug: "Hide-article", title: "外贸干货文章", text: "市场分析方法、开发技巧与政策解读。" },
];
