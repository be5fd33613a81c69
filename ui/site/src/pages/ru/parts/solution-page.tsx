// The frame of a Russian solution page: who it is for, the tasks trade data solves for them, the data
// that helps, an example, and the other solutions.
import {
  ButtonLink,
  CardGrid,
  type CardItem,
  Hero,
  Prose,
  Section,
} from "../../../components/content/content.tsx";
import { ruPath } from "./ru-paths.ts";
import { RU_SOLUTIONS } from "./solution-names.ts";

export interface SolutionContent {
  /** The sub-path of /ru/solutions this page lives at (core RU_SOLUTION_SLUGS). */
  readonly slug: string;
  readonly title: string;
  readonly lead: string;
  readonly tasks: readonly CardItem[];
  readonly data: readonly string[];
  /** Paragraphs of a worked example. */
  readonly example: readonly string[];
}

export function SolutionPage({ content }: { readonly content: SolutionContent }) {
  return (
    <>
      <Hero title={content.title} lead={content.lead}>
        <ButtonLink href={ruPath("package")}>Выбрать пакет данных</ButtonLink>
        <ButtonLink href={ruPath("datacountries")} secondary>
          Страны и данные
        </ButtonLink>
      </Hero>
      <Section title="Какие задачи решают торговые данные">
        <CardGrid items={content.tasks} />
      </Section>
      <Section title="Какие данные пригодятся">
        <Prose>
          <ul>
            {content.data.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </Prose>
      </Section>
      <Section title="Как это выглядит на практике">
        <Prose>
          {content.example.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Prose>
      </Section>
      <Section title="Другие решения">
        <ul>
          {RU_SOLUTIONS.filter((s) => s.ruSlug !== content.slug).map((s) => (
            <li key={s.ruSlug}>
              <a href={s.href}>{s.name}</a>
            </li>
          ))}
          <li>
            <a href={ruPath("solutions")}>Все решения</a>
          </li>
        </ul>
      </Section>
    </>
  );
}
