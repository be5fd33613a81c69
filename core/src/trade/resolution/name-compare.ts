// How alike two firms' names are, as one level of a Fellegi–Sunter comparison (issue 30). The
// levels go from most to least telling; party-weights.ts holds what each is worth.

import { jaroWinkler, jaroWinklerBound, osaDistance } from "./string-distance.ts";

export const NAME_LEVELS = [
  "exact",
  "one-edit",
  "cut-prefix",
  "two-edit",
  "subset",
  "similar",
  "different",
] as const;
export type NameLevel = (typeof NAME_LEVELS)[number];

/** A firm's name as the comparison sees it: its words in name order, and whether it may be cut. */
export interface ComparedName {
  readonly words: readonly string[];
  readonly key: string;
  readonly cut: boolean;
  /** The words run together ("brightwaterfoods"), and whether the key lists them in name order. */
  readonly joined: string;
  readonly ordered: boolean;
}

/** The compared form of a parsed name, computed once per firm rather than once per pair. */
export const comparedName = (words: readonly string[], key: string, cut: boolean): ComparedName => ({
  words,
  key,
  cut,
  joined: words.join(""),
  ordered: key === words.join(" "),
});

/** Names shorter than this (letters, spaces left out) are too short for one slip to be a slip. */
const ONE_EDIT_MIN = 6;
const TWO_EDIT_MIN = 10;

/** True when `cut`'s words begin `full`'s, its last word a start of the matching word. */
const cutPrefixOf = (cut: readonly string[], full: readonly string[]): boolean => {
  if (cut.length === 0 || cut.length > full.length) return false;
  const last = cut.length - 1;
  for (let i = 0; i < last; i += 1) if (cut[i] !== full[i]) return false;
  return (full[last] as string).startsWith(cut[last] as string) && cut.join("").length >= 6;
};

/** True when every word of the shorter name is a word of the longer one. */
const subsetOf = (a: readonly string[], b: readonly string[]): boolean => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length === long.length || short.join("").length < 4) return false;
  const words = new Set(long);
  return short.every((w) => words.has(w));
};

export const compareNames = (a: ComparedName, b: ComparedName): NameLevel => {
  if (a.key === b.key) return "exact";
  const joinedA = a.joined;
  const joinedB = b.joined;
  const shortest = Math.min([...joinedA].length, [...joinedB].length);
  // The sorted words too, where either name's words are out of order ("HUAXIN GUANGZHOU").
  const ordered = a.ordered && b.ordered;
  const d = Math.min(osaDistance(joinedA, joinedB, 2), ordered ? 3 : osaDistance(a.key, b.key, 2));
  if (d <= 1 && shortest >= ONE_EDIT_MIN) return "one-edit";
  if ((a.cut && cutPrefixOf(a.words, b.words)) || (b.cut && cutPrefixOf(b.words, a.words)))
    return "cut-prefix";
  if ((d <= 1 || d === 2) && shortest >= TWO_EDIT_MIN) return "two-edit";
  if (subsetOf(a.words, b.words)) return "subset";
  if (jaroWinklerBound(joinedA, joinedB) >= 0.9 && jaroWinkler(joinedA, joinedB) >= 0.9) return "similar";
  return "different";
};
