// The pieces of a party name the parser (party-name.ts) finds: runs of legal form words, where an
// address begins, and trailing segments that name a branch, city or state rather than the firm.

import { normaliseText } from "../text-normalise.ts";
import {
  ADDRESS_OPENERS,
  BRANCH_WORDS,
  LEGAL_PHRASES,
  LEGAL_WORDS,
  STREET_WORDS,
  US_STATES,
} from "./name-words.ts";

/** A run of single letters is one word ("S A DE C V" → "sa de cv", "C H ROBINSON" → "ch robinson"). */
export const joinLetterRuns = (words: readonly string[]): string[] => {
  const out: string[] = [];
  let run = "";
  for (const word of words) {
    if ([...word].length === 1 && /\p{L}/u.test(word)) {
      run += word;
      continue;
    }
    if (run !== "") out.push(run);
    run = "";
    out.push(word);
  }
  if (run !== "") out.push(run);
  return out;
};

export interface Run {
  readonly start: number;
  readonly end: number;
}

/** The phrases by their first word, longest first. */
const PHRASES_BY_FIRST = new Map<string, (readonly string[])[]>();
for (const p of LEGAL_PHRASES) {
  const list = PHRASES_BY_FIRST.get(p[0] as string) ?? [];
  list.push(p);
  PHRASES_BY_FIRST.set(p[0] as string, list);
}

/** The runs of legal form words (phrases first), in order; adjacent forms make one run. */
export const legalFormRuns = (words: readonly string[]): Run[] => {
  const runs: Run[] = [];
  let i = 0;
  while (i < words.length) {
    const phrase = PHRASES_BY_FIRST.get(words[i] as string)?.find((p) =>
      p.every((w, j) => words[i + j] === w),
    );
    const length = phrase?.length ?? (LEGAL_WORDS.has(words[i] as string) ? 1 : 0);
    if (length === 0) {
      i += 1;
      continue;
    }
    const prev = runs[runs.length - 1];
    if (prev !== undefined && prev.end === i) runs[runs.length - 1] = { start: prev.start, end: i + length };
    else runs.push({ start: i, end: i + length });
    i += length;
  }
  return runs;
};

const hasDigit = (w: string) => /\p{Nd}/u.test(w);

/**
 * Where an address typed into the name begins (never at the first word), or -1: a number with a
 * street word within the next four words ("123 MAIN ST"), or an opener and a number ("SUITE 200").
 */
export const addressStart = (words: readonly string[]): number => {
  for (let i = 1; i < words.length; i += 1) {
    const w = words[i] as string;
    const next = words[i + 1] ?? "";
    if (hasDigit(w) && words.slice(i + 1, i + 5).some((x) => STREET_WORDS.has(x))) return i;
    if (ADDRESS_OPENERS.has(w) && (hasDigit(next) || next === "box")) return i;
  }
  return -1;
};

const SEGMENT_SPLIT = /\s+[-–—/|]\s+|\s*[,;]\s+(?=\S)/u;

const isPlace = (folded: string): boolean => {
  const words = folded.split(" ");
  return (
    words.some((w) => BRANCH_WORDS.has(w)) ||
    (words.length === 1 && US_STATES.has(folded)) ||
    hasDigit(words[0] ?? "")
  );
};

/**
 * Drops trailing segments after " - ", " / " or a comma that name a branch, a state or begin with a
 * number. A segment with a legal form stays ("ACME, INC."), so does a segment of the firm's name.
 */
export const dropBranchSegments = (text: string): { text: string; dropped: boolean } => {
  const parts = text.split(SEGMENT_SPLIT);
  let keep = parts.length;
  while (keep > 1) {
    const folded = normaliseText(parts[keep - 1] as string);
    if (folded !== "" && !isPlace(folded)) break;
    if (legalFormRuns(folded.split(" ")).length > 0 && !BRANCH_WORDS.has(folded.split(" ")[0] ?? "")) break;
    keep -= 1;
  }
  if (keep === parts.length) return { text, dropped: false };
  // Rebuild from the original text so the firm's part keeps its punctuation.
  let at = 0;
  for (let i = 0; i < keep; i += 1) at = text.indexOf(parts[i] as string, at) + (parts[i] as string).length;
  return { text: text.slice(0, at), dropped: true };
};

/** True when a and b have one length and differ in exactly one letter. */
const oneLetterApart = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  let differ = 0;
  for (let i = 0; i < a.length && differ < 2; i += 1) if (a[i] !== b[i]) differ += 1;
  return differ === 1;
};

/** The legal words a typed slip is read back to (the forms bills carry most). */
const SLIP_FORMS = ["co", "ltd", "inc", "llc", "corp", "ltda", "gmbh", "limited"];

/**
 * A legal form typed with one wrong letter beside another legal form ("SAKURA FOODS CE., LTD.",
 * "ACME CO., LTF") read as the form it was meant to be, so the slip does not become a word of the
 * name. Never the first word: a firm may be named by two letters ("JK LTD").
 */
export const mendLegalSlips = (words: readonly string[]): string[] =>
  words.map((w, i) => {
    if (i === 0 || w.length < 2 || LEGAL_WORDS.has(w)) return w;
    const beside = [words[i - 1], words[i + 1]].some((x) => x !== undefined && LEGAL_WORDS.has(x));
    // A long form at the end needs no neighbour: "IMPORTADORA PAULISTA LTDE" is LTDA.
    const longAtEnd = i === words.length - 1 && w.length >= 4;
    return ((beside || longAtEnd) && SLIP_FORMS.find((form) => oneLetterApart(w, form))) || w;
  });

/** Every legal form written without spaces ("sderldecv", "coltd", "limited"): what a cut end may begin. */
const FORM_LETTERS: readonly string[] = [
  ...LEGAL_PHRASES.map((p) => p.join("")),
  ...LEGAL_WORDS,
  ...["limited", "incorporated", "corporation", "company"],
];

/**
 * How many words at the end of a cut name are the start of a legal form ("… DEL SUR S.A. D", "… S. DE
 * R.", "… PUBLIC COMPANY LIMIT", "… CO., L"), read on the words before letter runs are joined; 0 when
 * none. One or two letters alone ("… ELECTRONICS IN") may as well begin a word of the name
 * ("INDUSTRIAL"): they count only after a legal form or with another word of the form.
 */
export const cutFormTail = (words: readonly string[]): number => {
  for (let k = Math.min(6, words.length - 1); k >= 1; k -= 1) {
    const letters = words.slice(-k).join("");
    const before = words[words.length - k - 1] ?? "";
    if (letters.length < 3 && k === 1 && !LEGAL_WORDS.has(before)) continue;
    if (!FORM_LETTERS.some((form) => form.startsWith(letters))) continue;
    // Whole legal words at its start stay: they are the name's own form ("CO." of "CO., LIMIT").
    let partial = k;
    while (partial > 1 && LEGAL_WORDS.has(words[words.length - partial] as string)) partial -= 1;
    return partial;
  }
  return 0;
};
