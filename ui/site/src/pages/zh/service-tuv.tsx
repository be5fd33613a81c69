import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { ServicePage } from "./parts/service-page.tsx";

export const meta: PageMeta = {
  title: "国际认证 — 产品检测与体系认证咨询 | Portolan 服务联盟",
  description:
    "为出口企业对接国际检测认证机构：目标市场准入认证、产品检测、管理体系认证与验厂咨询，一次梳理所需证书。",
};

export default function ServiceTuv() {
  return (
    <ServicePage
      title="国际认证：拿到进入目标市场的通行证"
      service="国际认证"
      lead="很多买家在询价阶段就会问：有没有认证证书？Portolan 对接国际检测认证机构，帮助出口企业弄清目标市场需要哪些认证，并协助办理检测与申请。"
    >
      <Section title="服务范围">
        <CardGrid
          items={[
            {
              title: "市场准入认证",
              text: "电气安全、电磁兼容、食品接触、玩具安全等目标市场强制或常见认证。",
            },
            { title: "产品检测", text: "按目标市场标准完成样品检测，出具检测报告。" },
            { title: "管理体系认证", text: "质量、环境、职业健康安全等管理体系的认证咨询。" },
            { title: "验厂与审核", text: "买家验厂、社会责任审核前的准备与整改建议。" },
          ]}
        />
      </Section>
      <Section title="咨询时请说明">
        <Bullets items={["产品类别与型号", "目标销售国家或地区", "买家是否指定了认证或检测机构"]} />
      </Section>
    </ServicePage>
  );
}
