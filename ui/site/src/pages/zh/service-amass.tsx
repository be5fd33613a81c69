import { CardGrid, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { ServicePage } from "./parts/service-page.tsx";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "国际物流 — 海运、空运与铁路询价订舱 | Portolan 服务联盟",
  description:
    "对接国际货运代理合作伙伴，提供海运整柜拼箱、空运、亚欧铁路与门到门运输的询价、订舱与货物跟踪。",
};

export default function ServiceAmass() {
  return (
    <ServicePage
      title="国际物流：一次询价，比较多种运输方案"
      service="国际物流"
      lead="签单之后，货要按时、按价送到买家手里。Portolan 联合国际货运代理合作伙伴，为用户提供从询价、订舱到到港跟踪的物流服务。"
    >
      <Section title="运输方式">
        <CardGrid
          items={[
            { title: "海运", text: "整柜与拼箱，覆盖主要港口间的航线，可安排拖车与报关。" },
            { title: "空运", text: "样品、急件与高价值货物，机场到机场或门到门。" },
            { title: "亚欧铁路", text: "中欧与中亚班列，时效介于海运和空运之间。" },
            { title: "门到门", text: "含目的港清关与派送，适合对接终端买家的小批量订单。" },
          ]}
        />
      </Section>
      <Section title="询价时请提供">
        <Bullets
          items={["起运地与目的地（港口或详细地址）", "货物品名、件数、毛重与体积", "期望出货时间与贸易术语"]}
        />
        <p>
          想先了解航线上的货量与收发货人？可查看 <a href={zhHref("shipping")}>船运数据</a>。
        </p>
      </Section>
    </ServicePage>
  );
}
