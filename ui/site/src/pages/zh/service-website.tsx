import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { ServicePage } from "./parts/service-page.tsx";

export const meta: PageMeta = {
  title: "外贸独立站 — 多语种企业官网建设 | Portolan 服务联盟",
  description:
    "由合作建站团队为外贸企业建设多语种独立站：产品展示、询盘表单、访问速度优化，询盘直接进入 Portolan 客户管理。",
};

export default function ServiceWebsite() {
  return (
    <ServicePage
      title="外贸独立站：买家查您的第一站"
      service="独立站建设"
      lead="收到开发信的买家，第一件事往往是打开您的官网。合作建站团队为外贸企业建设专业、快速、多语种的独立站，让官网替您说服买家。"
    >
      <Section title="建站内容">
        <CardGrid
          items={[
            { title: "多语种页面", text: "按目标市场提供英语及其他语种版本，内容由专业人员翻译校对。" },
            { title: "产品展示", text: "产品分类、参数、图片与认证证书，与 Portolan 产品库同步。" },
            { title: "询盘转化", text: "询盘表单与在线咨询，询盘自动进入客户管理。" },
            { title: "速度与安全", text: "海外访问加速、HTTPS 与定期备份。" },
          ]}
        />
      </Section>
      <Section title="交付物">
        <Bullets
          items={["网站设计稿与上线网站", "后台操作培训", "上线后的维护与内容更新服务（按协议约定）"]}
        />
      </Section>
    </ServicePage>
  );
}
