import { ButtonLink, Hero, Prose, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { ARTICLES, FEATURED_GUIDE_TITLE } from "./parts/articles-data.ts";
import { zhHref } from "./parts/zh-format.ts";
import * as s from "./parts/zh-parts.css.ts";

export const meta: PageMeta = {
  title: `${FEATURED_GUIDE_TITLE} | Portolan 外贸干货`,
  description:
    "HS 编码位数、各国编码差异、编码与产品描述结合等五个常见误区，以及用 HS 编码检索海关数据的正确方法。",
};

const length = ARTICLES.find((a) => a.title === FEATURED_GUIDE_TITLE)?.length ?? "";

export default function ServiceHideArticleDetail() {
  return (
    <article>
      <Hero
        title={FEATURED_GUIDE_TITLE}
        lead="HS 编码是检索海关数据最精确的方式，但用错了，结果可能比按关键词检索还少。"
      />
      <p className={s.articleMeta}>外贸干货 · {length}</p>

      <Section title="误区一：只用前四位或只用完整编码">
        <Prose>
          <p>
            HS
            编码前六位国际通用，之后各国自行细分。只用前四位，结果里会混入大量无关产品；只用某国的完整编码去查其他国家，又可能一条都查不到。建议先用六位编码检索，再按需要加位数收窄。
          </p>
        </Prose>
      </Section>

      <Section title="误区二：只查一个编码">
        <Prose>
          <p>
            同一个产品在不同买家的申报里，可能被归入两三个相近的编码。先用产品描述检索一次，统计结果中出现最多的几个编码，再把它们都纳入检索条件。
          </p>
        </Prose>
      </Section>

      <Section title="误区三：忽视数据源是否支持编码">
        <Prose>
          <p>
            提单类数据通常不含 HS
            编码，在这些国家按编码检索会得不到结果。系统会标示每个数据源支持的检索项；不支持编码的数据源，请改用产品描述检索。
          </p>
        </Prose>
      </Section>

      <Section title="误区四：把编码当作唯一筛选">
        <Prose>
          <p>
            编码只能说明产品大类。把编码与产品描述中的关键词组合使用，例如在灯具编码下再筛选“solar”，才能找到真正买您那一类产品的企业。
          </p>
        </Prose>
      </Section>

      <Section title="误区五：不看编码的历史变化">
        <Prose>
          <p>
            HS
            编码每隔几年会修订，部分产品的编码会调整。做多年趋势分析时，注意把新旧编码一并纳入，避免误以为市场突然萎缩。
          </p>
          <p>
            <ButtonLink href={zhHref("service/Hide-article")}>返回文章列表</ButtonLink>
          </p>
        </Prose>
      </Section>
    </article>
  );
}
