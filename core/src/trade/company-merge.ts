// Kept as the baseline `pnpm bench:er` measures the resolver against (issue 30): the import sinks resolve
// firms with trade/resolution/ (store-resolution.ts), not with this.
// Entity resolution, second step (issue 14 §1): spellings with the same key (company-key.ts) are one
// firm; then, within a country, a group is merged into a neighbour only where the evidence is one-
// sided — a name cut at the release's 35 characters that begins exactly one longer name, or a key
// one typing slip from exactly one other key. Where two candidates fit, nothing is merged: a missed
// merge costs recall, a wrong one costs precision, and people trust a profile less for the second.

import { AMS_NAME_LENGTH, companyKey, isNearLegalForm, nearlyEqual } from "./company-key.ts";
import { normaliseText } from "./text-normalise.ts";

export interface PartyName {
  readonly country: string;
  readonly name: string;
  /** How often the spelling appears: the most frequent names the firm. */
  readonly count: number;
}

export interface ResolvedCompany {
  readonly country: string;
  /** The key of the group's most frequent spelling: what identifies the firm from load to load. */
  readonly key: string;
  /** The spelling shown: the most frequent one that was not cut short. */
  readonly name: string;
  /** Indexes into the input, every spelling of the firm. */
  readonly members: readonly number[];
  readonly count: number;
}

export type MergeReason = "truncated" | "typo";

export interface Resolution {
  readonly companies: readonly ResolvedCompany[];
  /** For each input name, the index of its company. */
  readonly companyOf: readonly number[];
  /** Merges beyond the key, for review: which key went into which, and why. */
  readonly merges: readonly {
    readonly from: string;
    readonly into: string;
    readonly country: string;
    readonly reason: MergeReason;
  }[];
}

interface Group {
  country: string;
  key: string;
  members: number[];
  count: number;
  /** Every spelling of the group may be a cut one (none is shorter than the cut length). */
  cut: boolean;
  into?: Group;
}

/** A name of the cut length (or one less: the cut fell after a space, which trimming took). */
const mayBeCut = (name: string): boolean => {
  const length = [...name.trim()].length;
  return length === AMS_NAME_LENGTH || length === AMS_NAME_LENGTH - 1;
};

const root = (g: Group): Group => (g.into === undefined ? g : root(g.into));

/** True when a and b differ by one inserted, deleted or replaced character. */
export const oneEditApart = nearlyEqual;

/** Keys shorter than this are too short for a one-letter difference to mean a slip. */
const TYPO_MIN_LENGTH = 10;

/** The first index of `sorted` whose value is not below `value`. */
const lowerBound = (sorted: readonly { text: string }[], value: string): number => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as { text: string }).text < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Merge = { from: string; into: string; country: string; reason: MergeReason };

/**
 * Names cut at 35 characters: a group whose every spelling may be cut goes into the one firm whose
 * spellings (as folded text, legal form and all) begin with it. Longest cuts first, so a shorter cut
 * of the same name finds the firm the longer one joined.
 */
const mergeCuts = (
  list: readonly Group[],
  spellings: readonly { text: string; g: Group }[],
  merge: (from: Group, into: Group, reason: MergeReason) => void,
) => {
  const sorted = [...spellings].sort((a, b) => byText(a.text, b.text));
  const cuts = spellings
    .filter((s) => s.g.cut)
    .sort((a, b) => b.text.length - a.text.length || byText(a.text, b.text));
  for (const cut of cuts) {
    const own = root(cut.g);
    if (own !== cut.g) continue;
    const fits = new Set<Group>();
    for (let i = lowerBound(sorted, cut.text); i < sorted.length && fits.size < 2; i += 1) {
      const s = sorted[i] as { text: string; g: Group };
      if (!s.text.startsWith(cut.text)) break;
      const r = root(s.g);
      if (r !== own && s.text.length > cut.text.length) fits.add(r);
    }
    if (fits.size === 1) merge(own, [...fits][0] as Group, "truncated");
  }
  return list;
};

/**
 * Slips: a group goes into the one other group whose key differs in one word by one letter, or has
 * one word less where this one has a mistyped legal form ("HARBORVIEW HARDWARE UNC."); the smaller
 * into the larger. Candidates come from blocks (the key less one word), not from all pairs.
 */
const mergeSlips = (
  list: readonly Group[],
  merge: (from: Group, into: Group, reason: MergeReason) => void,
) => {
  const roots = list.filter((g) => g.into === undefined);
  const blocks = new Map<string, { g: Group; removed: string }[]>();
  const byKey = new Map<string, Group>();
  const without = (words: readonly string[], i: number) =>
    [...words.slice(0, i), ...words.slice(i + 1)].join(" ");
  for (const g of roots) {
    byKey.set(g.key, g);
    const words = g.key.split(" ");
    words.forEach((w, i) => {
      const block = without(words, i);
      const entries = blocks.get(block);
      if (entries === undefined) blocks.set(block, [{ g, removed: w }]);
      else entries.push({ g, removed: w });
    });
  }
  for (const g of roots) {
    if (g.key.length < TYPO_MIN_LENGTH) continue;
    const words = g.key.split(" ");
    const near = new Set<Group>();
    words.forEach((w, i) => {
      const block = without(words, i);
      for (const e of blocks.get(block) ?? []) if (e.g !== g && nearlyEqual(e.removed, w)) near.add(e.g);
      const shorter = byKey.get(block);
      if (shorter !== undefined && shorter !== g && isNearLegalForm(w)) near.add(shorter);
      // The other way round: another key with one extra word, a mistyped legal form.
    });
    for (const e of blocks.get(g.key) ?? []) if (e.g !== g && isNearLegalForm(e.removed)) near.add(e.g);
    if (near.size !== 1) continue;
    const other = [...near][0] as Group;
    if (g.count < other.count || (g.count === other.count && g.key > other.key))
      merge(g, root(other), "typo");
  }
};

export const resolveCompanies = (names: readonly PartyName[]): Resolution => {
  const groups = new Map<string, Group>();
  const groupOfName: Group[] = [];
  const spellingsByCountry = new Map<string, { text: string; g: Group }[]>();
  names.forEach((party, index) => {
    const key = companyKey(party.name);
    const id = `${party.country}\u0000${key}`;
    let group = groups.get(id);
    if (group === undefined) {
      group = { country: party.country, key, members: [], count: 0, cut: true };
      groups.set(id, group);
    }
    group.members.push(index);
    group.count += party.count;
    if (!mayBeCut(party.name)) group.cut = false;
    groupOfName.push(group);
    const list = spellingsByCountry.get(party.country) ?? [];
    list.push({ text: normaliseText(party.name), g: group });
    spellingsByCountry.set(party.country, list);
  });

  const merges: Merge[] = [];
  const merge = (from: Group, into: Group, reason: MergeReason) => {
    if (from === into || from.into !== undefined) return;
    from.into = into;
    merges.push({ from: from.key, into: into.key, country: from.country, reason });
  };
  const byCountry = new Map<string, Group[]>();
  for (const g of groups.values()) {
    const list = byCountry.get(g.country);
    if (list === undefined) byCountry.set(g.country, [g]);
    else list.push(g);
  }
  for (const [country, list] of [...byCountry].sort(([a], [b]) => byText(a, b))) {
    list.sort((a, b) => byText(a.key, b.key));
    mergeCuts(list, spellingsByCountry.get(country) ?? [], merge);
    mergeSlips(list, merge);
  }

  const companies: ResolvedCompany[] = [];
  const indexOf = new Map<Group, number>();
  const membersOf = new Map<Group, number[]>();
  for (const g of groups.values()) {
    const r = root(g);
    const members = membersOf.get(r);
    if (members === undefined) membersOf.set(r, [...g.members]);
    else members.push(...g.members);
  }
  for (const [r, members] of membersOf) {
    members.sort((a, b) => a - b);
    const byCount = [...members].sort(
      (a, b) => (names[b] as PartyName).count - (names[a] as PartyName).count || a - b,
    );
    const whole = byCount.filter((m) => !mayBeCut((names[m] as PartyName).name));
    const shown = names[(whole[0] ?? byCount[0]) as number] as PartyName;
    indexOf.set(r, companies.length);
    companies.push({
      country: r.country,
      key: r.key,
      name: shown.name.trim(),
      members,
      count: members.reduce((n, m) => n + (names[m] as PartyName).count, 0),
    });
  }
  const companyOf = groupOfName.map((g) => indexOf.get(root(g)) as number);
  return { companies, companyOf, merges };
};

/** Precision and recall of a grouping against the truth (pairs of names put together). */
export const pairwiseScores = (
  predicted: readonly number[],
  truth: readonly number[],
): { precision: number; recall: number } => {
  const pairs = (labels: readonly number[]) => {
    const sizes = new Map<string, number>();
    labels.forEach((label, i) => {
      const both = `${label}\u0000${truth[i]}`;
      sizes.set(both, (sizes.get(both) ?? 0) + 1);
    });
    return sizes;
  };
  const count = (labels: readonly number[]) => {
    const sizes = new Map<number, number>();
    for (const l of labels) sizes.set(l, (sizes.get(l) ?? 0) + 1);
    let n = 0;
    for (const s of sizes.values()) n += (s * (s - 1)) / 2;
    return n;
  };
  let agreed = 0;
  for (const s of pairs(predicted).values()) agreed += (s * (s - 1)) / 2;
  const predictedPairs = count(predicted);
  const truePairs = count(truth);
  return {
    precision: predictedPairs === 0 ? 1 : agreed / predictedPairs,
    recall: truePairs === 0 ? 1 : agreed / truePairs,
  };
};
