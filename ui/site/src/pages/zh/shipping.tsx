import { CONTINENTS, type Continent, countryByCode, SHIP_DATASETS, TRANSIT_DATASETS } from "@portolan/core";
import { ButtonLink, CardGrid, DataTable, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: `船运数据 — ${SHIP_DATASETS.length} 个国家的船舶与航运记录 | Portolan`,
  description: `船运数据覆盖 ${SHIP_DATASETS.length} 个国家的进出口航运记录，另有亚欧铁路过境数据，帮助货代、船公司与贸易企业分析航线、货量与收发货人。`,
};

const CONTINENT_ZH: Readonly<Record<Continent, string>> = {
  NORTH_AMERICA: "北美洲",
  SOUTH_AMERICA: "南美洲",
  EUROPE: "欧洲",
  ASIA: "亚洲",
  AFRICA: "非洲",
  OCEANIA: "大洋洲",
  OTHERS: "其他",
};

const rows = CONTINENTS.flatMap((c) => {
  const names = SHIP_DATASETS.filter((d) => d.continent === c).map(
    (d) => countryByCode(d.value)?.zh ?? d.value,
  );
  return names.length === 0 ? [] : [[CONTINENT_ZH[c], String(names.length), names.join("、")]];
});

const transitHsCode = TRANSIT_DATASETS.some((d) => d.hscode);

export default function Shipping() {
  return (
    <>
      <Hero
        title="船运数据：看清每条航线上的货与人"
        lead={`船运数据汇集 ${SHIP_DATASETS.length} 个国家的航运进出口记录，每个国家都支持按进口商、出口商、HS 编码与货物描述检索。`}
      >
        <ButtonLink href={zhHref("contact")}>咨询船运数据</ButtonLink>
        <ButtonLink href={zhHref("service/amass")} secondary>
          了解国际物流服务
        </ButtonLink>
      </Hero>

      <Section title="覆盖国家">
        <DataTable caption="船运数据覆盖国家（按大洲）" head={["大洲", "国家数", "国家"]} rows={rows} />
        <p>船运数据作为一个整体开通，开通后即可查询上表全部国家。</p>
      </Section>

      <Section title="亚欧铁路过境数据">
        <p>
          过境数据记录经亚欧铁路运输的货物申报，可按进口商、出口商与货物描述检索，
          {transitHsCode ? "并支持 HS 编码检索。" : "不支持按 HS 编码检索。"}
          适合关注中欧班列与中亚市场的企业。
        </p>
      </Section>

      <Section title="谁在用船运数据">
        <CardGrid
          items={[
            { title: "货代与物流企业", text: "按航线与港口查看收发货人与货量，找到尚未合作的直客。" },
            { title: "船公司与港口", text: "分析航线货源结构与竞争对手的市场份额。" },
            { title: "贸易企业", text: "查看买家与竞争对手的到港频率、起运港与货物构成。" },
          ]}
        />
      </Section>

      <Section title="可以回答的问题">
        <Bullets
          items={[
            "某条航线上每月有哪些收货人在进口我的产品？",
            "竞争对手的货从哪些港口出发、多久发一次？",
            "某个港口的某类货物是否在增长？",
          ]}
        />
      </Section>
    </>
  );
}
