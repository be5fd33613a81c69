import { CardGrid, Hero, Section } from "../../components/content/content.tsx";
import ContactForm from "../../islands/contact-form.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { OFFICES } from "../shared/offices.ts";
import { FormSlot } from "./parts/blocks.tsx";
import { zhHref } from "./parts/zh-format.ts";
import * as s from "./parts/zh-parts.css.ts";

export const meta: PageMeta = {
  title: "联系我们 — 办公地点与在线留言 | Portolan",
  description: `Portolan 在上海、北京、深圳、香港、新加坡、迪拜、莫斯科、洛杉矶等 ${OFFICES.length} 个城市设有办公室，欢迎留言咨询数据、套餐与外贸服务。`,
};

export default function Contact() {
  return (
    <>
      <Hero
        title="联系我们"
        lead="无论是想了解某个国家的数据、为团队选套餐，还是咨询信用报告与商账追收，都可以给我们留言，客户经理会用您留下的邮箱回复。"
      />

      <Section title="您可以咨询">
        <CardGrid
          items={[
            {
              title: "数据与套餐",
              href: zhHref("product/global"),
              text: "数据覆盖哪些国家、字段是否满足需求、哪档套餐更合适。",
            },
            {
              title: "产品演示",
              href: zhHref("product/trade"),
              text: "预约线上演示，由客户经理按您的产品现场检索讲解。",
            },
            {
              title: "外贸服务",
              href: zhHref("service"),
              text: "信用报告、商账追收、收付款、认证、物流与融资等服务的办理。",
            },
            {
              title: "合作与加盟",
              href: zhHref("cooperation"),
              text: "渠道代理、数据合作、内容与活动合作。",
            },
          ]}
        />
      </Section>

      <FormSlot
        slotId="contact-form"
        title="在线留言"
        lead="请填写姓名、邮箱、主题与留言内容，并输入图片验证码，所有字段均为必填。提交后客户经理会通过邮件与您联系。"
      >
        <ContactForm />
      </FormSlot>

      <Section title="办公地点" lead="上海为总部，其余办公室负责所在地区的客户服务与合作。来访请提前预约。">
        <ul className={s.offices}>
          {OFFICES.map((o) => (
            <li key={o.id} className={s.office}>
              <h3 className={s.officeName}>{o.name.zh}</h3>
              <address className={s.officeAddress}>{o.address.zh}</address>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
