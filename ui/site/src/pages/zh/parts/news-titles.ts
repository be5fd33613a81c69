// The titles of the news items with pages of their own (news/detail, news/detail/play): read by the
// news list, those pages and the sitemap, apart from the news data (which imports a component).
export const FEATURED_ARTICLE_TITLE = "用海关数据做年度市场复盘：五个指标看懂一个市场";
export const FEATURED_VIDEO_TITLE = "三分钟看懂：用海关数据找到第一个海外买家";
