import {
  DATA_COUNTRIES,
  DOWNLOAD_PAGE_SIZE,
  EXPORT_ROW_LIMIT_FREE_MEMBER,
  PAGE_SIZE_CHOICES,
  SHIPMENT_SEARCH_KINDS,
} from "@portolan/core";
import { ButtonLink, CardGrid, Faq, Hero, Section } from "../../components/content/content.tsx";
import LiveSamples from "../../islands/live-samples.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets, Steps } from "./parts/blocks.tsx";
import { CustomsCoverageTable, customsCountryCount, customsSourceCount } from "./parts/customs-coverage.tsx";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "外贸数据 — 海关报关单与提单数据查询 | Portolan",
  description: `按国家、进口或出口检索 ${DATA_COUNTRIES} 个国家的海关报关单、提单与贸易统计，查看采购商、供应商、HS 编码与交易明细。`,
};

const KIND_ZH: Readonly<Record<(typeof SHIPMENT_SEARCH_KINDS)[number], string>> = {
  description: "产品描述",
  hsCode: "HS 编码",
  importer: "进口商",
  exporter: "出口商",
};

export default function ProductTrade() {
  return (
    <>
      <Hero
        title="外贸数据：用真实成交记录找客户"
        lead={`汇集 ${DATA_COUNTRIES} 个国家的海关报关单、提单与贸易统计。每一条记录都是一票已经发生的货物进出口，谁买了什么、从谁那里买、买了多少，一查便知。`}
      >
        <ButtonLink href={zhHref("product/global")}>选择数据套餐</ButtonLink>
        <ButtonLink href={zhHref("contact")} secondary>
          预约数据演示
        </ButtonLink>
      </Hero>

      <Section title="数据里有什么" lead="不同国家公开的字段不同，以下是报关单与提单数据中最常用的信息。">
        <CardGrid
          items={[
            { title: "交易双方", text: "进口商与出口商名称、地址与所在国家，部分国家含联系人与通知方。" },
            {
              title: "货物信息",
              text: "HS 编码、产品描述、数量、重量、金额与包装件数，便于判断采购规模与单价。",
            },
            { title: "运输信息", text: "装货港、卸货港、船名航次、集装箱号与封号、预计到港日期等提单字段。" },
            { title: "时间维度", text: "逐票记录按日期排列，可按时间段比较采购频次、季节性与趋势变化。" },
          ]}
        />
      </Section>

      <Section
        title="真实数据示例"
        id="samples"
        lead="一票真实的提单、一家活跃进口商及其主要供应商、美国海运进口的月度走势，均实时读取自我们的数据库。"
      >
        <LiveSamples locale="zh" />
      </Section>

      <Section title="四种检索方式">
        <p>在海关数据下，可以按以下任一维度检索，并叠加国家、日期与进出口方向筛选：</p>
        <Bullets items={SHIPMENT_SEARCH_KINDS.map((k) => KIND_ZH[k])} />
        <p>
          是否支持按 HS 编码或产品描述检索，取决于所选国家数据源本身公开的字段：例如提单类数据通常不含 HS
          编码，部分国家会隐去进口商或出口商名称。每个数据源支持的检索项在系统中会明确标示。
        </p>
      </Section>

      <Section
        title="覆盖国家与数据源"
        lead={`目前共有 ${customsSourceCount()} 个海关数据源，覆盖 ${customsCountryCount()} 个拥有独立数据集的国家，另有丝绸之路沿线国家组与全球提单数据集，合计覆盖 ${DATA_COUNTRIES} 个国家。`}
      >
        <CustomsCoverageTable />
      </Section>

      <Section title="用数据解决的典型问题">
        <CardGrid
          items={[
            {
              title: "找新买家",
              text: "查某个产品在目标国家的全部进口商，按采购量排序，优先联系最大的买家。",
            },
            { title: "盯竞争对手", text: "查看同行的出口去向与客户名单，了解对方的价格区间与市场布局。" },
            { title: "验证客户", text: "询盘客户是否真的在进口同类产品？采购记录能帮您辨别真假买家。" },
            { title: "分析市场", text: "按月统计某类产品的进口量与来源国，判断市场是在增长还是萎缩。" },
          ]}
        />
      </Section>

      <Section title="使用流程">
        <Steps
          items={[
            "选择国家与进口或出口方向，输入产品描述、HS 编码或公司名。",
            `在结果列表中按日期、重量或金额排序，每页可显示 ${PAGE_SIZE_CHOICES.join("、")} 条。`,
            "进入企业详情查看其全部交易、贸易伙伴与供应链报告，收藏后可开启动态追踪与邮件提醒。",
            `按需导出结果，单次下载最多 ${DOWNLOAD_PAGE_SIZE} 条，导出上限以账户权限为准。`,
          ]}
        />
      </Section>

      <Section title="常见问题">
        <Faq
          items={[
            {
              q: "数据从哪里来？",
              a: "来自各国海关公开的报关数据、船公司舱单形成的提单数据以及官方贸易统计，经清洗、翻译与企业名称归并后提供查询。",
            },
            {
              q: "免费账户能看到什么？",
              a: `注册后可以试用检索功能并查看部分结果，免费会员的导出上限为 ${EXPORT_ROW_LIMIT_FREE_MEMBER} 条；完整数据需要购买对应国家的数据套餐。`,
            },
            {
              q: "为什么有的国家查不到公司名？",
              a: "部分国家海关不公开进口商或出口商名称，这类数据源仍可用于按 HS 编码与产品描述做市场与价格分析。",
            },
          ]}
        />
      </Section>
    </>
  );
}
