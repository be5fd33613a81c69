import { ButtonLink, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { FEATURED_LESSON_TITLE, LESSONS } from "./parts/articles-data.ts";
import { Bullets } from "./parts/blocks.tsx";
import { Transcript, VideoPoster } from "./parts/video-poster.tsx";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: `${FEATURED_LESSON_TITLE} | Portolan 视频课程`,
  description:
    "视频课程文字稿：如何从产品名找到正确的 HS 编码，用编码位数扩大或缩小检索范围，并与产品描述组合检索。",
};

const lesson = LESSONS.find((l) => l.title === FEATURED_LESSON_TITLE);

export default function ServiceVideoPlay() {
  return (
    <article>
      <Hero title={FEATURED_LESSON_TITLE} lead={lesson?.summary ?? ""} />
      <VideoPoster
        title="用 HS 编码精准锁定目标产品"
        duration={lesson?.length ?? ""}
        description="画面为讲师在海关数据检索界面中演示 HS 编码的查找与组合检索。"
      />

      <Section title="视频文字稿">
        <Transcript
          lines={[
            { time: "00:00", text: "上节课我们认识了海关数据，这节课讲最精确的检索方式：HS 编码。" },
            {
              time: "00:40",
              text: "如果不知道自己产品的编码，先用产品描述检索一次，在结果里看看出现最多的编码是哪几个，这比查编码表更贴近实际申报。",
            },
            {
              time: "01:50",
              text: "HS 编码前六位全球通用。跨国家检索时用六位编码；只查一个国家时，可以用该国更长的编码进一步细分。",
            },
            {
              time: "03:00",
              text: "编码只代表大类。把编码和描述关键词组合起来，比如编码加上“LED”，结果就只剩真正采购同类产品的企业。",
            },
            {
              time: "04:20",
              text: "注意：提单类数据通常没有 HS 编码，这些国家请改用产品描述检索，系统会标出每个数据源支持的检索项。",
            },
            { time: "05:30", text: "下节课，我们讲怎样从检索结果里评估一个采购商值不值得跟进。" },
          ]}
        />
      </Section>

      <Section title="本课要点">
        <Bullets
          items={[
            "先用描述检索，统计实际申报中的常用编码；",
            "跨国检索用六位编码，单一国家可细分到更多位；",
            "编码与描述关键词组合使用；",
            "提单数据不含编码时改用描述检索。",
          ]}
        />
        <p>
          <ButtonLink href={zhHref("service/video")}>返回课程目录</ButtonLink>
        </p>
      </Section>
    </article>
  );
}
