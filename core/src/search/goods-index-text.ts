// The goods text both engines index (issue 31 item 5, D329): the folded description without the
// goods a clause rules out. HS texts and bills say "chairs, other than furniture" or "not knitted":
// a search for "furniture" or "knitted" must not find them. The words of such a clause after its
// opening words are left out of the index; the opening words stay (a search for "other than" still
// finds the bill), and the bill detail shows the text as released.
//
// Where a clause ends: "other than", "excluding", "except" open a list ("excluding medical,
// surgical or barber furniture"), which runs to a semicolon, a parenthesis or a full stop; "not" and
// "without" qualify a word or two ("not knitted, of cotton"), and end at a comma too.

import { normaliseText } from "../trade/text-normalise.ts";

interface Opener {
  readonly words: readonly string[];
  /** Whether the clause runs over commas (a list of goods). */
  readonly list: boolean;
}

const OPENERS: readonly Opener[] = [
  { words: ["other", "than"], list: true },
  { words: ["excluding"], list: true },
  { words: ["excl"], list: true },
  { words: ["except"], list: true },
  { words: ["not"], list: false },
  { words: ["without"], list: false },
];

/** The first word of each clause opener: a text without any of them is indexed as normaliseText folds it. */
export const CLAUSE_OPENING_WORDS: readonly string[] = [...new Set(OPENERS.map((o) => o.words[0] as string))];

const LIST_BREAK = /[;:()[\]{}；：（）。]|\.(?=\s|$)/u;
const COMMA = /[,，]/u;

const words = (text: string): string[] =>
  normaliseText(text)
    .split(" ")
    .filter((w) => w !== "");

/** The words of one part (between list breaks) as indexed. */
const partWords = (part: string): string[] => {
  const pieces = part.split(COMMA);
  const out: string[] = [];
  for (let p = 0; p < pieces.length; p += 1) {
    const ws = words(pieces[p] as string);
    for (let i = 0; i < ws.length; i += 1) {
      const opener = OPENERS.find((o) => o.words.every((w, k) => ws[i + k] === w));
      // "whether or not X", "or not X": X may be either, so it stays searchable.
      if (opener === undefined || (opener.words[0] === "not" && ws[i - 1] === "or")) {
        out.push(ws[i] as string);
        continue;
      }
      out.push(...opener.words);
      // The rest of this piece is left out, and for a list every later piece of the part too.
      if (opener.list) return out;
      break;
    }
  }
  return out;
};

/** The description as indexed: folded (normaliseText), the goods a clause excludes left out. */
export const goodsIndexText = (description: string): string =>
  description.normalize("NFKC").split(LIST_BREAK).flatMap(partWords).join(" ");
