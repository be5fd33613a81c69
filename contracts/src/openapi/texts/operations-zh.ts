// The API customer's calls in Chinese (D349): the data calls, exports and API keys, by operationId;
// every tag's name; the answers' shared texts. Written from the endpoints' English.
import type { OpenApiTexts } from "../openapi-texts.ts";
import { OPERATION_PARAMETERS_ZH, PARAMETERS_ZH } from "./parameters-zh.ts";

const marketCodes =
  "代码：57001 套餐不含市场分析（权限 128）；10001 筛选条件无法读取（data.messageId 说明是哪一个）。";

export const OPENAPI_TEXTS_ZH: OpenApiTexts = {
  tags: {
    verification: "验证码",
    forms: "表单",
    session: "会话",
    account: "账户",
    admin: "管理",
    trade: "贸易数据",
    statistics: "数据覆盖",
    payments: "付款",
    utilities: "实用工具",
    collection: "收藏",
    stats: "市场分析",
    alerts: "提醒",
  },
  operations: {
    firmFeedbackSend: {
      summary: "报告某个别名并非同一公司，或两家企业是同一公司",
      description:
        "本产品自行设计。10001 未给拼写（apart）或另一企业（same）；59001 未知企业；59002 不是该企业的名称；59003 就是该企业本身。重复发送：返回已保存的报告。",
    },
    firmFeedbackMine: {
      summary: "调用者对某一企业的报告及各自的处理状态",
      description: "本产品自行设计。企业 id 不是数字时返回空。",
    },
    tradeSearch: {
      summary: "搜索套餐所含数据集中的货运记录（提单和报关单）",
      description:
        "代码：10001 查询无法读取（data.messageId 说明原因）；52001 数据集不在套餐内；52002 所选数据集都不支持该搜索类型（支持的数据集照常搜索，其余列在 leftOut 中）；52004 匹配超过 10,000 条时请求了前 10,000 条之后的页；52005 匹配超过 10,000 条时请求了“最新在前”以外的排序。",
    },
    tradeFacets: { summary: "货运查询每个分面的前 10 名及按月趋势" },
    tradeBill: {
      summary: "一条货运记录的全部字段（提单自身的各表）",
      description: "代码：10001 未知 id；52001 数据集不在套餐内。",
    },
    tradeCompanies: { summary: "查询所得货运中的企业（进口商或出口商），最活跃的在前" },
    tradeCompanyProfile: {
      summary:
        "企业在所查数据集上的档案：信息字段、合计、日期、月度序列、贸易伙伴、货物、港口、航线、最新货运",
      description: "代码：10001 未知企业或查询无法读取；52001 数据集不在套餐内。",
    },
    tradePartners: {
      summary: "企业的贸易伙伴，含货运次数、重量、价值、首次和最近日期及占比",
      description:
        "各行按所请求的顺序排列，并列时按伙伴 id 升序。代码：52003 套餐不含伙伴报告（权限 16）；10001 未知企业或查询无法读取；52001 同搜索。",
    },
    tradeBuyers: {
      summary: "买家：查询所得货运的进口商，含货量、频次、最近一次货运、主要供应商和联系方式",
      description:
        "除非 forwarders=include，否则不含货运代理（D310）。记录中不载进口商名称的数据集（或在按货物词语搜索时不载货物描述的）不参与搜索，列在 leftOut 中（D344）。代码：58001 套餐不含买家搜索（权限 32）；10001 查询无法读取；52001 数据集不在套餐内；52002 所选数据集都不载进口商名称。",
    },
    tradeDirectory: {
      summary: "贸易搜索：按名称、货物、网站或电子邮件查找调用者数据集中的企业及其信息字段",
      description:
        "最活跃的在前，并列时按 id，覆盖所拥有的全部数据集（海关、船舶、过境）；不载企业名称的数据集列在 leftOut 中（D344）。代码：58002 套餐不含贸易搜索（权限 64）；10001 套餐没有任何数据集；52002 所拥有的数据集都不载企业名称。",
    },
    exportJobs: { summary: "账户的导出任务，最新在前（最多 50 个），并附调用者的导出行数上限" },
    createExport: {
      summary: "开始导出（CSV 或 XLSX）一次搜索、一份伙伴报告或一张档案表",
      description:
        "代码：10001 查询无法读取；52001-52005 与搜索和伙伴报告的拒绝相同；54001 已有三个导出正在进行。",
    },
    tradeHsCodes: {
      summary: "HS 2022 中某类下的章、某章下的品目、某品目下的子目，或按词语或数字找到的编码",
      description: "既无 parent 也无 q，或 parent 未知：不返回节点。",
    },
    tradePorts: { summary: "按名称或任一代码（UN/LOCODE、替代代码、美国海关 Schedule K 或 D）找到的港口" },
    statsOptions: {
      summary: "某来源的统计数据可按哪些条件筛选：申报国、伙伴国、期间、HS 层级、币种",
      description: marketCodes,
    },
    statsSummary: { summary: "所查贸易统计的主要数字、按月趋势和主要产品", description: marketCodes },
    statsPartners: {
      summary: "按贸易额排名的伙伴国，含占比、上年同期及变化（世界地图上的数值）",
      description: `并列时按伙伴代码升序。${marketCodes}`,
    },
    statsBreakdown: {
      summary: "按贸易方式或经营单位所在省份划分的中国海关统计，最大的在前",
      description: marketCodes,
    },
    apiKeys: { summary: "账户的数据 API 密钥及其每天的调用和拒绝次数" },
    createApiKey: {
      summary: "创建数据 API 密钥（只显示一次）",
      description: "代码：10001 名称为空或过长（data.messageId）；53001 已有十个密钥在用。",
    },
    revokeApiKey: { summary: "吊销账户的一个数据 API 密钥", description: "代码：53002 没有这个在用的密钥。" },
  },
  parameters: PARAMETERS_ZH,
  operationParameters: OPERATION_PARAMETERS_ZH,
  envelope:
    "信封：code、msg 和 data（成功代码由客户端读取）。拒绝时的 msg 使用调用方的语言（D340）：先看 lang cookie，其次 Accept-Language（zh、en 或 ru，按 q 值），否则为英语；data.messageId 和 data.params 以任何语言指明同一条消息。",
  rateLimited:
    "调用过多：信封中为 20010（data.params.seconds）。按每个 API 密钥和每个已登录账户，在任意 60 秒内计。",
  retryAfter: "再次调用前需等待的秒数。",
  apiKey:
    "在账户页面创建的数据 API 密钥（ptl_…）：Authorization: Bearer <key>。只开放贸易数据和市场分析接口。",
};
