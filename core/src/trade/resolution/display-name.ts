// The name a firm's profile shows (issue 30): the cleanest frequent spelling of its own — never one
// cut at 35 characters when a whole one exists, never one with a typo when a clean one exists, one
// with its legal form before one without, then the most used; written as the firm's part of the
// name (no owner before DBA, no receiver after C/O, no branch or address) with spaces collapsed.

import type { ParsedPartyName } from "./party-name.ts";
import { osaDistance } from "./string-distance.ts";

export interface Spelling {
  readonly parsed: ParsedPartyName;
  readonly count: number;
}

/** A word used by fewer bill sides than a word one slip away reads as a typo of it. */
const typoWords = (spellings: readonly Spelling[]): Set<string> => {
  const support = new Map<string, number>();
  for (const s of spellings)
    for (const w of new Set(s.parsed.words)) support.set(w, (support.get(w) ?? 0) + s.count);
  const typos = new Set<string>();
  for (const [w, n] of support)
    for (const [v, m] of support)
      if (v !== w && m > n && w.length >= 4 && osaDistance(w, v, 1) <= 1) typos.add(w);
  return typos;
};

/** A spelling's faults, fewest first: cut, typo, noise taken off, no legal form, odd spacing. */
const faults = (s: Spelling, typos: ReadonlySet<string>): number[] => [
  s.parsed.cut ? 1 : 0,
  s.parsed.words.some((w) => typos.has(w)) ? 1 : 0,
  s.parsed.noise.length > 0 ? 1 : 0,
  s.parsed.legalForm === "" ? 1 : 0,
];

export const displayName = (spellings: readonly Spelling[]): string => {
  const typos = typoWords(spellings);
  let best: { s: Spelling; f: number[] } | undefined;
  for (const s of spellings) {
    const f = faults(s, typos);
    if (best === undefined) {
      best = { s, f };
      continue;
    }
    const order = f.reduce((acc, x, i) => (acc !== 0 ? acc : x - (best?.f[i] ?? 0)), 0);
    const better =
      order < 0 ||
      (order === 0 &&
        (s.count > best.s.count || (s.count === best.s.count && s.parsed.firmText < best.s.parsed.firmText)));
    if (better) best = { s, f };
  }
  return best?.s.parsed.firmText.replace(/\s+/g, " ").replace(/\s+([,.])/g, "$1") ?? "";
};
