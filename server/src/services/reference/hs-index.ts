// The HS 2022 chapters, headings and six-digit subheadings (issue 31 item 6) in the three languages,
// for the search form's HS picker (issue 15): English from the nomenclature (hs-2022.csv), Russian
// from the EAEU tariff, Chinese from China's tariff where it names the code itself or a heading's
// only subheading (D208). Built once from
// the tables the provider already reads (the product-term dictionary holds the Russian and Chinese).
import { type HsEntry, normaliseText, type ProductTerm } from "@portolan/core";
import { referenceTables } from "../../seed/reference-tables.ts";
import { productTerms } from "../../trade/product-term-table.ts";

export interface HsIndexNode {
  readonly code: string;
  readonly level: "chapter" | "heading" | "subheading";
  readonly section: string;
  readonly parent: string;
  readonly en: string;
  readonly ru?: string;
  readonly zh?: string;
  /** Chinese names of national codes under a heading without a Chinese name of its own. */
  readonly zhExamples: readonly string[];
}

export interface HsIndex {
  readonly nodes: readonly HsIndexNode[];
  readonly byCode: ReadonlyMap<string, HsIndexNode>;
  /** Every name of each node, for finding by words (core's findHsCodes). */
  readonly entries: readonly HsEntry[];
  /** The product-term dictionary folded once (finding by Chinese or Russian words). */
  readonly terms: readonly ProductTerm[];
}

/** The EAEU tariff writes chapter names in capitals: shown as a sentence, as the headings are. */
const sentence = (text: string): string =>
  text === text.toUpperCase() ? text.charAt(0) + text.slice(1).toLowerCase() : text;

const HAN = /\p{Script=Han}/u;

const build = (): HsIndex => {
  const { hsCodes } = referenceTables();
  const ru = new Map<string, string>();
  const zh = new Map<string, string>();
  const nationalByHeading = new Map<string, string[]>();
  for (const term of productTerms()) {
    if (!HAN.test(term.text)) ru.set(term.code, term.text);
    else if (term.code.length <= 6) zh.set(term.code, term.text);
    else {
      const list = nationalByHeading.get(term.code.slice(0, 4)) ?? [];
      list.push(term.text);
      nationalByHeading.set(term.code.slice(0, 4), list);
    }
  }
  const subheadings = new Map<string, string[]>();
  for (const c of hsCodes)
    if (c.level === 6) {
      const list = subheadings.get(c.parent) ?? [];
      list.push(c.code);
      subheadings.set(c.parent, list);
    }
  const chineseOf = (code: string, level: number): string | undefined => {
    const own = zh.get(code);
    if (own !== undefined || level !== 4) return own;
    const subs = subheadings.get(code) ?? [];
    return subs.length === 1 ? zh.get(subs[0] as string) : undefined;
  };
  const examplesOf = (code: string): readonly string[] => {
    const names = new Set<string>();
    for (const sub of subheadings.get(code) ?? []) {
      const name = zh.get(sub);
      if (name !== undefined) names.add(name);
    }
    for (const name of nationalByHeading.get(code) ?? []) names.add(name);
    return [...names].slice(0, 3);
  };
  const levelOf = { 2: "chapter", 4: "heading", 6: "subheading" } as const;
  const nodes = hsCodes.map((c): HsIndexNode => {
    const chinese = chineseOf(c.code, c.level);
    const russian = ru.get(c.code);
    return {
      code: c.code,
      level: levelOf[c.level],
      section: c.section,
      parent: c.parent,
      en: c.description,
      ...(russian === undefined ? {} : { ru: sentence(russian) }),
      ...(chinese === undefined ? {} : { zh: chinese }),
      zhExamples: chinese === undefined && c.level === 4 ? examplesOf(c.code) : [],
    };
  });
  return {
    nodes,
    byCode: new Map(nodes.map((n) => [n.code, n])),
    entries: nodes.map((n) => ({
      code: n.code,
      names: [n.en, n.ru ?? "", n.zh ?? ""].filter((x) => x !== ""),
    })),
    terms: productTerms().map((t) => ({ ...t, folded: normaliseText(t.text) })),
  };
};

let cached: HsIndex | undefined;
export const hsIndex = (): HsIndex => {
  cached ??= build();
  return cached;
};
