import { ButtonLink, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Steps } from "./parts/blocks.tsx";
import { FEATURED_VIDEO_TITLE, newsItem } from "./parts/news-data.ts";
import { Transcript, VideoPoster } from "./parts/video-poster.tsx";
import { zhHref } from "./parts/zh-format.ts";
import * as s from "./parts/zh-parts.css.ts";

export const meta: PageMeta = {
  title: `${FEATURED_VIDEO_TITLE}（视频文字稿）| Portolan`,
  description:
    "三分钟视频教程的完整文字稿：从输入产品关键词到筛选出正在从中国采购的海外进口商，一步步找到第一个买家。",
};

const item = newsItem(FEATURED_VIDEO_TITLE);

export default function NewsDetailPlay() {
  return (
    <article>
      <Hero title={FEATURED_VIDEO_TITLE} lead={item.summary} />
      <p className={s.articleMeta}>
        <time dateTime={item.date}>{item.date}</time> · {item.category}
      </p>
      <VideoPoster
        title="用海关数据找到第一个海外买家"
        duration="3 分钟"
        description="画面为 Portolan 外贸数据的检索界面，讲解员按步骤演示从关键词检索到收藏买家的全过程。"
      />

      <Section title="视频文字稿">
        <Transcript
          lines={[
            {
              time: "00:00",
              text: "大家好，今天用三分钟演示：一家做不锈钢保温杯的工厂，怎样用海关数据找到第一个美国买家。",
            },
            {
              time: "00:20",
              text: "第一步，进入外贸数据，国家选择美国，方向选择进口，检索方式选产品描述，输入“stainless steel vacuum flask”。",
            },
            {
              time: "00:55",
              text: "第二步，结果出来以后，把日期限定在最近六个月，再把出口国筛选为中国。这样留下的都是近期仍在从中国采购的进口商。",
            },
            {
              time: "01:30",
              text: "第三步，按交易次数排序。排在前面的企业采购频繁，但通常已有固定供应商；中间段每月都有采购、规模适中的企业，往往更愿意接触新工厂。",
            },
            {
              time: "02:10",
              text: "第四步，点开一家企业，查看它的全部交易和合作供应商，确认它买的正是您的产品类型，然后点击收藏，开启动态追踪。",
            },
            {
              time: "02:40",
              text: "最后，用贸易搜索找到这家企业的官网和采购联系人，发出第一封开发信。我们下期见。",
            },
          ]}
        />
      </Section>

      <Section title="本期要点">
        <Steps
          items={[
            "选国家与进口方向，用产品描述或 HS 编码检索；",
            "限定近六个月并筛选来自中国的货物；",
            "按交易次数排序，优先看中等规模的稳定买家；",
            "查看企业详情，收藏并追踪；",
            "补全联系人，发送开发信。",
          ]}
        />
        <p>
          <ButtonLink href={zhHref("news")}>返回新闻列表</ButtonLink>
        </p>
      </Section>
    </article>
  );
}
