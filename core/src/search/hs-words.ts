// Words of the HS picker's find (issue 31 item 6): a word is compared by its stem, so that a plural
// finds the singular and back ("chairs" ≡ "chair", "batteries" ≡ "battery", "стулья" ≡ "стул").
// A light stemmer, not a dictionary: English plural endings, and the commonest Russian case endings
// where at least three letters stay. Chinese is compared as written (no word breaks).
import { normaliseText } from "../trade/text-normalise.ts";

// Longest first, so that "ами" is taken before "и".
// biome-ignore format: a list of endings
const RUSSIAN_ENDINGS = [
  "ями", "ами", "ого", "его", "ому", "ему", "ыми", "ими", "ией",
  "ья", "ьи", "ей", "ов", "ев", "ам", "ям", "ах", "ях", "ом", "ем", "ой", "ый", "ий", "ая", "яя",
  "ое", "ее", "ые", "ие", "ую", "юю",
  "а", "я", "ы", "и", "е", "у", "ю", "о", "ь",
] as const;

const CYRILLIC = /\p{Script=Cyrillic}/u;

const russianStem = (word: string): string => {
  const length = [...word].length;
  const ending = RUSSIAN_ENDINGS.find((e) => word.endsWith(e) && length - e.length >= 3);
  return ending === undefined ? word : word.slice(0, -ending.length);
};

const englishStem = (word: string): string => {
  if (word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
};

/** A folded word's stem (a word already through normaliseText). */
export const wordStem = (word: string): string =>
  CYRILLIC.test(word) ? russianStem(word) : englishStem(word);

export const HAN = /\p{Script=Han}/u;

/** A text as the find compares it: folded, its words' stems, and without spaces (for Chinese). */
export interface FoldedText {
  readonly folded: string;
  readonly stems: readonly string[];
  readonly compact: string;
}

export const foldText = (text: string): FoldedText => {
  const folded = normaliseText(text);
  return {
    folded,
    stems: folded === "" ? [] : folded.split(" ").map(wordStem),
    compact: folded.replaceAll(" ", ""),
  };
};

export type Meet = "whole" | "prefix" | "none";

/**
 * How a query meets texts: "whole" when each query word's stem is a word's stem of the text,
 * "prefix" when each begins one (a word being typed), else "none". Chinese: the text holds it.
 * Built once per query, then asked of many texts.
 */
export const queryMeets = (query: FoldedText): ((text: FoldedText) => Meet) => {
  if (query.stems.length === 0) return () => "none";
  if (HAN.test(query.compact)) return (text) => (text.compact.includes(query.compact) ? "whole" : "none");
  const stems = query.stems;
  return (text) => {
    if (stems.every((q) => text.stems.includes(q))) return "whole";
    return stems.every((q) => text.stems.some((t) => t.startsWith(q))) ? "prefix" : "none";
  };
};

export const wordsMeet = (query: FoldedText, text: FoldedText): Meet => queryMeets(query)(text);
