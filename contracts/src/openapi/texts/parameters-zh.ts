// The data calls' parameter texts in Chinese (D349), written from parameter-docs.ts's English.

const refused = (messageId: string) => `拒绝时：代码 10001，data.messageId ${messageId}，data.params.field。`;
const amount = (what: string, messageId: string) =>
  `${what}：纯数字，可带小数部分，最大 10^12；不带分隔符或指数。最小值大于最大值时按同一区间颠倒读取。${refused(messageId)}`;
const datasets = (what: string) => `${what}，以逗号分隔；每个都须在套餐内。`;
const order = "desc 或 asc；不给时名称按 A 到 Z，数字和日期按最大或最新在前。";

export const PARAMETERS_ZH: Readonly<Record<string, string>> = {
  datasets: `数据集代码，以逗号分隔（不区分大小写）；每个都须在调用者的套餐内（52001 指出第一个不在套餐内的）。${refused("trade.query.noDataset / trade.query.datasetCode")}`,
  kind: `keyword 搜索的对象：货物描述（description，默认）、HS 编码前缀（hsCode）或企业名称（importer、exporter）。所选数据集都不支持时返回 52002。${refused("trade.query.kind")}`,
  keyword: `按 kind 搜索的词：货物词语（AND、OR、NOT 或 -词语、"短语"、前缀*）、企业名称，kind=hsCode 时为 2 至 10 位数字。${refused("trade.query.hsCodeText")}`,
  hs: `货物须归入的 HS 编码前缀，2 至 10 位数字（忽略点和空格）。${refused("trade.query.hsPrefix")}`,
  startTime: `起始日（含）：真实存在的日历日期，yyyy-MM-dd。起始日晚于结束日时按同一区间颠倒读取。${refused("trade.query.startTime")}`,
  endTime: `结束日（含）：真实存在的日历日期，yyyy-MM-dd。${refused("trade.query.endTime")}`,
  origin: `货物来自的国家：ISO 3166-1 二位字母代码，以逗号分隔。${refused("trade.query.origin")}`,
  destination: `货物运往的国家：ISO 3166-1 二位字母代码，以逗号分隔。${refused("trade.query.destination")}`,
  port: `装货港或卸货港，以逗号分隔：UN/LOCODE（CNSHA）或美国海关代码（Schedule K 为 5 位数字；Schedule D 为 4 位数字）。可用 /searching/cds/ports 按名称查找。${refused("trade.query.port")}`,
  wmin: amount("最小毛重（千克）", "trade.query.wmin"),
  wmax: amount("最大毛重（千克）", "trade.query.wmax"),
  vmin: amount("最低申报价值（美元）", "trade.query.vmin"),
  vmax: amount("最高申报价值（美元）", "trade.query.vmax"),
  sort: `按日期（默认）、重量或价值排序。${refused("trade.query.sort")}`,
  order: `desc（默认：最新、最大的在前）或 asc。${refused("trade.query.order")}`,
  current: `页码，1（默认）至 1000（规格 §9 的最高页）。${refused("trade.query.current")}`,
  pageSize: `每页行数：20（默认）、50 或 100；其他值一律拒绝，绝不改写。${refused("trade.query.pageSize")}`,
  searchType: "为规格中的搜索参数转换器而接受；货运搜索不使用。",
  firm: `某一企业一方的货运：importer:<id> 或 exporter:<id>（id 取自企业类接口的返回）。${refused("trade.query.firm")}`,
  newAfter: `与 newUpTo 一起使用：只取在此提单 id 之后载入的货运（提醒的新货运）。两者都给或都不给，且 newAfter 小于 newUpTo。${refused("trade.query.newRange")}`,
  newUpTo: `与 newAfter 一起使用：只取截至此提单 id 载入的货运。${refused("trade.query.newRange")}`,
  facets:
    "需要哪些分面，以逗号分隔：importers、exporters、hsCodes、originCountries、destinationCountries、ports、carriers、monthly；不给时返回全部（未知名称忽略）。",
  role: "企业所在的交易一方：importer（默认）或 exporter。",
  id: "记录或企业的 id，取自搜索的返回。不存在的 id，或不在调用者数据集内的 id，返回 10001（trade.query.unknownRecord / unknownCompany）。",
  firmId: "企业的 id，取自搜索的返回。",
  country: `货物去向（买家所在市场）：ISO 3166-1 二位字母代码，以逗号分隔。${refused("trade.query.destination")}`,
  forwarders: "include：看起来是货运代理或无船承运人（NVOCC）的企业也算作买家；其他值或不给则排除它们。",
  parent: "类的罗马数字（返回其下各章）或章的 2 位数字（返回其下各品目）。",
  q: "三种语言中任一种的词语，或数字：要查找的内容（最多 30 个 HS 节点或 20 个港口，最匹配的在前）。",
  codes: "港口代码，以逗号分隔：返回这些港口的名称，各自列在所查询的代码下。",
  lang: "名称的语言：zh、en 或 ru。",
};

export const OPERATION_PARAMETERS_ZH: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  tradeCompanyProfile: { datasets: datasets("用于企业档案的数据集") },
  tradePartners: {
    datasets: datasets("统计企业贸易伙伴所用的数据集"),
    sort: "shipments（默认；share 的排序与之相同）、weight、value、first、last 或 name。",
    order,
  },
  tradeBuyers: {
    datasets: `数据集代码，以逗号分隔；不给时：所拥有的全部数据集（海关、SHIP_<cc>、TRANSIT_EURASIAN），不载进口商名称的不参与搜索，列在 leftOut 中（D344）。${refused("trade.query.datasetCode")}`,
    sort: "shipments（默认）、frequency、last、weight、value 或 name。",
    order,
  },
  tradeDirectory: {
    keyword: "企业名称、货物词语、网站或电子邮件地址。",
    searchType: "0（com-all）：名称、货物和联系方式；2（website-email）：联系方式；其他值（1）：名称。",
    current: "页码，1（默认）至 1000；超出时取最近的一页。",
    pageSize: "每页行数：20（默认）、50 或 100；其他值按 20。",
  },
};
