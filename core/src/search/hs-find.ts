// Finding HS codes by code or words for the HS picker (issue 15; issue 31 item 6, D318): chapters,
// headings and six-digit subheadings, by a code's digits or by words in English, Russian or Chinese
// and the common names people search by (hs-common-names.ts), ranked by how well they match:
// the exact code, then codes it begins, then a common name, then words of a chapter's or heading's
// title, then words of a subheading's text, then headings the product-term dictionary names (D174).
import { headingsForText, needsProductTerms, type ProductTerm } from "../trade/product-terms.ts";
import { HS_COMMON_NAMES } from "./hs-common-names.ts";
import { type FoldedText, foldText, type Meet, queryMeets } from "./hs-words.ts";

/** A chapter (2 digits), heading (4) or subheading (6) with its names in every language there is. */
export interface HsEntry {
  readonly code: string;
  readonly names: readonly string[];
}

interface Prepared {
  readonly code: string;
  readonly names: readonly FoldedText[];
}
interface PreparedTable {
  readonly entries: readonly Prepared[];
  readonly codes: ReadonlySet<string>;
}

const byCode = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

// The entries are folded once per table (the provider keeps one), not at every key typed.
const prepared = new WeakMap<readonly HsEntry[], PreparedTable>();
const prepare = (entries: readonly HsEntry[]): PreparedTable => {
  let found = prepared.get(entries);
  if (found === undefined) {
    found = {
      entries: entries.map((e) => ({ code: e.code, names: e.names.map(foldText) })),
      codes: new Set(entries.map((e) => e.code)),
    };
    prepared.set(entries, found);
  }
  return found;
};
/** The best way any of the names meets the query. */
const bestMeet = (names: readonly FoldedText[], meets: (text: FoldedText) => Meet): Meet => {
  let best: Meet = "none";
  for (const name of names) {
    const meet = meets(name);
    if (meet === "whole") return meet;
    if (meet === "prefix") best = meet;
  }
  return best;
};
const commonNames = HS_COMMON_NAMES.map((c) => ({ code: c.code, names: c.names.map(foldText) }));

/** The codes digits find: the code and those it begins; a code longer than six, the codes it begins with. */
const byDigits = (digits: string, entries: readonly HsEntry[], limit: number): readonly string[] => {
  const codes = entries.map((e) => e.code);
  const found =
    digits.length <= 6
      ? codes.filter((c) => c.startsWith(digits)).sort(byCode)
      : codes.filter((c) => digits.startsWith(c)).sort((a, b) => b.length - a.length);
  return found.slice(0, limit);
};

/** The codes of the entries a query finds, best first, at most `limit`. */
export const findHsCodes = (
  query: string,
  entries: readonly HsEntry[],
  terms: readonly ProductTerm[],
  limit = 30,
): readonly string[] => {
  const compact = query.replace(/[.\s]/g, "");
  if (/^\d+$/.test(compact)) return byDigits(compact, entries, limit);
  const asked = foldText(query);
  if (asked.folded === "") return [];
  const table = prepare(entries);
  const known = table.codes;
  const meets = queryMeets(asked);
  // Rank 0: a common name; 2: a title's words (chapter, heading); 4: a subheading's words. Within a
  // rank, whole words before a word being typed (one more), then the shorter code, then by code.
  const hits = new Map<string, number>();
  const hit = (code: string, meet: Meet, rank: number) => {
    const score = meet === "whole" ? rank : rank + 1;
    if (meet !== "none" && known.has(code) && score < (hits.get(code) ?? Number.POSITIVE_INFINITY))
      hits.set(code, score);
  };
  for (const c of commonNames) hit(c.code, bestMeet(c.names, meets), 0);
  for (const e of table.entries) hit(e.code, bestMeet(e.names, meets), e.code.length <= 4 ? 2 : 4);
  const ranked = [...hits].sort((a, b) => a[1] - b[1] || byCode(a[0], b[0])).map(([code]) => code);
  // The dictionary names national codes under a heading: the headings named most often come last.
  const named = needsProductTerms(asked.folded)
    ? headingsForText(asked.folded, terms, limit).filter((h) => known.has(h))
    : [];
  return [...new Set([...ranked, ...named])].slice(0, limit);
};
