// Chinese and Russian goods words in a trade search (issue 14 §2): bill descriptions are English,
// so a word in another script is looked up in the HS nomenclature's Chinese and Russian texts (and
// China's commodity names) and searched as the HS headings it names. Pure: the tables come in as
// arguments (the server reads them from its data folder).

import { normaliseText } from "./text-normalise.ts";

export interface ProductTerm {
  /** An HS code of 4 to 10 digits. */
  readonly code: string;
  /** Its name in Chinese or Russian. */
  readonly text: string;
  /** The text as normaliseText folds it, when the caller folded it once for many look-ups. */
  readonly folded?: string;
}

/** True when the text has Han or Cyrillic letters: the English goods index cannot find it. */
export const needsProductTerms = (text: string): boolean => /[\p{Script=Han}\p{Script=Cyrillic}]/u.test(text);

/** Russian words change their endings: a longer word is matched by its stem (without the last two letters). */
const stemOf = (word: string): string => ([...word].length >= 5 ? [...word].slice(0, -2).join("") : word);

/**
 * The 4-digit HS headings whose Chinese or Russian names contain the text (Chinese: as written;
 * Russian: every word by its stem), the most often named first, at most `limit`.
 */
export const headingsForText = (
  text: string,
  terms: readonly ProductTerm[],
  limit = 30,
): readonly string[] => {
  const folded = normaliseText(text);
  if (folded === "") return [];
  const han = /\p{Script=Han}/u.test(folded);
  const stems = folded.split(" ").map(stemOf);
  const counts = new Map<string, number>();
  for (const term of terms) {
    if (term.code.length < 4) continue;
    const name = term.folded ?? normaliseText(term.text);
    const hit = han
      ? name.includes(folded.replaceAll(" ", ""))
      : stems.every((stem) => name.split(" ").some((word) => word.startsWith(stem)));
    if (!hit) continue;
    const heading = term.code.slice(0, 4);
    counts.set(heading, (counts.get(heading) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([heading]) => heading);
};
