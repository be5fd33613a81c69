import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets, Steps } from "./parts/blocks.tsx";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "金蜘蛛 — 外贸邮件营销与 AI 写作工具 | Portolan",
  description:
    "金蜘蛛把邮件中心、开发信模板、送达报告与 AI 写信、社媒文案、翻译工具放在一起，让开发信写得快、发得准、看得见效果。",
};

export default function ProductGoldspider() {
  return (
    <>
      <Hero
        title="金蜘蛛：开发信从写到发，一个工具完成"
        lead="找到买家只是开始。金蜘蛛帮您批量而不失个性地联系客户：AI 起草、模板复用、统一发送、追踪打开与回复。"
      >
        <ButtonLink href={zhHref("contact")}>预约金蜘蛛演示</ButtonLink>
        <ButtonLink href={zhHref("product/search")} secondary>
          先找联系人
        </ButtonLink>
      </Hero>

      <Section title="邮件中心">
        <CardGrid
          items={[
            { title: "邮件收发", text: "绑定企业邮箱，在 Portolan 中直接收发邮件，往来记录自动关联到客户。" },
            { title: "模板管理", text: "按产品、市场与跟进阶段建立开发信模板，团队共享，统一话术。" },
            { title: "营销报告", text: "统计每次群发的送达、打开与回复情况，找出效果最好的主题与内容。" },
          ]}
        />
      </Section>

      <Section title="AI 工具">
        <Bullets
          items={[
            "AI 外贸邮件：根据客户的行业与采购记录生成开发信、报价跟进与催款邮件初稿。",
            "AI 社媒文案：为产品上新、展会预告等场景生成适合社交平台发布的文案。",
            "AI 翻译：邮件与文案在多语种之间互译，保留外贸常用术语。",
            "AI 助手：随时回答数据检索、产品功能与外贸业务中的问题。",
          ]}
        />
      </Section>

      <Section title="产品管理">
        <p>
          在产品库中维护产品分类、图片与说明，发布到您的产品页面；写开发信时一键插入产品卡片，客户看到的资料始终是最新版本。
        </p>
      </Section>

      <Section title="推荐用法">
        <Steps
          items={[
            "从外贸数据或买家搜索中选出一批目标客户，用贸易搜索补全邮箱。",
            "用 AI 按客户所在国家与采购产品生成开发信，再套用团队模板微调。",
            "分批发送并查看营销报告，对打开未回复的客户安排二次跟进。",
          ]}
        />
      </Section>
    </>
  );
}
