// Finding HS chapters and headings by code or words for the HS picker (issue 15 "an HS picker …
// plus finding by words or code", in the three languages). Digits find the codes they begin (a
// longer code its heading); Chinese and Russian words go through the product-term dictionary as the
// search does (D174), and match the chapters' and headings' own names; other words match the names
// word by word from their beginnings (“chair” finds “chairs”).
import { headingsForText, needsProductTerms, type ProductTerm } from "../trade/product-terms.ts";
import { normaliseText } from "../trade/text-normalise.ts";

/** A chapter (2 digits) or heading (4 digits) with its names in every language there is. */
export interface HsEntry {
  readonly code: string;
  readonly names: readonly string[];
}

const byCode = (a: HsEntry, b: HsEntry) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

const wordsMatch = (words: readonly string[], name: string): boolean => {
  const mine = normaliseText(name).split(" ");
  return words.every((w) => mine.some((m) => m.startsWith(w)));
};

/** The codes of the entries a query finds: chapters before headings, at most `limit`. */
export const findHsCodes = (
  query: string,
  entries: readonly HsEntry[],
  terms: readonly ProductTerm[],
  limit = 30,
): readonly string[] => {
  const compact = query.replace(/[.\s]/g, "");
  if (/^\d+$/.test(compact)) {
    const prefix = compact.slice(0, 4);
    return entries
      .filter((e) => e.code.startsWith(prefix))
      .sort((a, b) => a.code.length - b.code.length || byCode(a, b))
      .slice(0, limit)
      .map((e) => e.code);
  }
  const folded = normaliseText(query);
  if (folded === "") return [];
  const words = folded.split(" ");
  const own = entries
    .filter((e) =>
      e.names.some((n) =>
        /\p{Script=Han}/u.test(folded)
          ? normaliseText(n).includes(folded.replaceAll(" ", ""))
          : wordsMatch(words, n),
      ),
    )
    .sort((a, b) => a.code.length - b.code.length || byCode(a, b))
    .map((e) => e.code);
  // The dictionary names national codes under a heading: the headings named most often come next.
  const known = new Set(entries.map((e) => e.code));
  const named = needsProductTerms(folded)
    ? headingsForText(folded, terms, limit).filter((h) => known.has(h))
    : [];
  return [...new Set([...own, ...named])].slice(0, limit);
};
