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
