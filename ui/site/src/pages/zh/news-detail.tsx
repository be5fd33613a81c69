import { ButtonLink, Hero, Prose, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { FEATURED_ARTICLE_TITLE, newsItem } from "./parts/news-data.ts";
import { zhHref } from "./parts/zh-format.ts";
import * as s from "./parts/zh-parts.css.ts";

export const meta: PageMeta = {
  title: `${FEATURED_ARTICLE_TITLE} | Portolan 新闻`,
  description:
    "进口总量、来源国结构、买家集中度、单价区间与新进买家数：用海关数据做年度市场复盘的五个指标与操作方法。",
};

const item = newsItem(FEATURED_ARTICLE_TITLE);

export default function NewsDetail() {
  return (
    <article>
      <Hero title={FEATURED_ARTICLE_TITLE} lead={item.summary} />
      <p className={s.articleMeta}>
        <time dateTime={item.date}>{item.date}</time> · {item.category}
      </p>
      <Prose>
        <p>
          每到年初，外贸团队都要回答同一个问题：今年该在哪个市场多投入？与其凭感觉，不如用上一年的海关数据做一次复盘。下面五个指标，都可以在
          Portolan 外贸数据中按产品与国家直接统计出来。
        </p>
      </Prose>

      <Section title="一、进口总量与走势">
        <Prose>
          <p>
            先看目标市场全年进口您的产品（按 HS
            编码或产品描述）的总重量与总金额，再按月看走势。连续增长的市场值得加码；季节性明显的市场，要把开发节奏提前到旺季前两三个月。
          </p>
        </Prose>
      </Section>

      <Section title="二、来源国结构">
        <Prose>
          <p>
            统计进口来自哪些国家、各占多少。如果中国份额在下降、东南亚份额在上升，说明买家在分散供应链；这时主动提供更稳定的交期与更灵活的起订量，往往比单纯降价更有效。
          </p>
        </Prose>
      </Section>

      <Section title="三、买家集中度">
        <Prose>
          <p>
            看前十大进口商占全部进口的比例。集中度高的市场，拿下一个大买家就能打开局面，应集中资源深度开发；集中度低的市场，中小买家众多，更适合用邮件营销批量开发。
          </p>
        </Prose>
      </Section>

      <Section title="四、单价区间">
        <Prose>
          <p>
            用金额除以重量或数量，得到各来源国、各买家的大致单价区间。它能告诉您这个市场买的是高端货还是走量货，以及您的报价处在什么位置。
          </p>
        </Prose>
      </Section>

      <Section title="五、新进买家数">
        <Prose>
          <p>
            统计今年首次出现进口记录的企业数量。新进买家多，说明市场在扩容、渠道在变化，这些企业尚未形成稳定的供应商关系，是最容易切入的客户。
          </p>
        </Prose>
      </Section>

      <Section title="复盘之后做什么">
        <Bullets
          items={[
            "把重点市场的前五十家进口商加入收藏，开启动态追踪；",
            "对新进买家用贸易搜索补全联系人，用邮件中心分批发送开发信；",
            "把意向客户放入客户管理，按季度再看一次这五个指标。",
          ]}
        />
        <p>
          <ButtonLink href={zhHref("news")}>返回新闻列表</ButtonLink>
        </p>
      </Section>
    </article>
  );
}
