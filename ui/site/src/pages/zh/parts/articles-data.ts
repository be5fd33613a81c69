// The trade articles (service/Hide-article) and video lessons (service/video) of the Chinese site;
// the one article and the one lesson with a page of their own link to it.

export interface LibraryItem {
  readonly title: string;
  readonly summary: string;
  /** Reading time or running time. */
  readonly length: string;
  readonly routeId?: string;
}

export const FEATURED_GUIDE_TITLE = "HS 编码检索的五个常见误区";
export const FEATURED_LESSON_TITLE = "第 2 课：用 HS 编码精准锁定目标产品";

export const ARTICLES: readonly LibraryItem[] = [
  {
    title: FEATURED_GUIDE_TITLE,
    summary: "位数不够、只查一个编码、忽视各国编码差异……这些习惯会让您漏掉大量真实买家。",
    length: "阅读约 6 分钟",
    routeId: "service/Hide-article/detail",
  },
  {
    title: "如何判断一个询盘客户是否真实",
    summary: "采购记录、企业注册信息与邮箱域名三步交叉验证，避开假买家与钓鱼询盘。",
    length: "阅读约 5 分钟",
  },
  {
    title: "开发信的第一句话怎么写",
    summary: "从对方的采购记录切入，比泛泛的自我介绍更容易得到回复。",
    length: "阅读约 4 分钟",
  },
  {
    title: "付款方式选择：电汇、信用证与赊销的风险比较",
    summary: "不同付款方式下卖方承担的风险，以及什么时候应该先查信用报告。",
    length: "阅读约 7 分钟",
  },
];

export const LESSONS: readonly LibraryItem[] = [
  {
    title: "第 1 课：认识海关数据与提单数据",
    summary: "两类数据的来源、字段差异与适用场景。",
    length: "8 分钟",
  },
  {
    title: FEATURED_LESSON_TITLE,
    summary: "如何从产品名找到正确的 HS 编码，以及如何用编码前几位扩大或缩小检索范围。",
    length: "6 分钟",
    routeId: "service/video/play",
  },
  {
    title: "第 3 课：评估采购商的五个维度",
    summary: "采购频次、规模、稳定性、供应商结构与趋势变化。",
    length: "9 分钟",
  },
  {
    title: "第 4 课：从数据到开发信",
    summary: "用贸易搜索补全联系人，用 AI 起草并用邮件中心发送。",
    length: "7 分钟",
  },
];
