// Entity resolution, second step (issue 14 §1): spellings with the same key (company-key.ts) are one
// firm; then, within a country, a group is merged into a neighbour only where the evidence is one-
// sided — a name cut at the release's 35 characters that begins exactly one longer name, or a key
// one typing slip from exactly one other key. Where two candidates fit, nothing is merged: a missed
// merge costs recall, a wrong one costs precision, and people trust a profile less for the second.

import { AMS_NAME_LENGTH, companyKey, companyNameWords } from "./company-key.ts";

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
  words: readonly string[];
  members: number[];
  count: number;
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
export const oneEditApart = (a: string, b: string): boolean => {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
};

/** Keys shorter than this are too short for a one-letter difference to mean a slip. */
const TYPO_MIN_LENGTH = 10;

/** The first index of `sorted` whose value is not below `value`. */
const lowerBound = (sorted: readonly string[], value: string): number => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const resolveCompanies = (names: readonly PartyName[]): Resolution => {
  const groups = new Map<string, Group>();
  const groupOfName: Group[] = [];
  names.forEach((party, index) => {
    const key = companyKey(party.name);
    const id = `${party.country}\u0000${key}`;
    let group = groups.get(id);
    if (group === undefined) {
      group = {
        country: party.country,
        key,
        words: companyNameWords(party.name),
        members: [],
        count: 0,
        cut: true,
      };
      groups.set(id, group);
    }
    group.members.push(index);
    group.count += party.count;
    if (!mayBeCut(party.name)) group.cut = false;
    groupOfName.push(group);
  });

  const byCountry = new Map<string, Group[]>();
  for (const g of groups.values()) {
    const list = byCountry.get(g.country);
    if (list === undefined) byCountry.set(g.country, [g]);
    else list.push(g);
  }
  const merges: { from: string; into: string; country: string; reason: MergeReason }[] = [];
  const merge = (from: Group, into: Group, reason: MergeReason) => {
    from.into = into;
    merges.push({ from: from.key, into: into.key, country: from.country, reason });
  };

  for (const [, list] of [...byCountry].sort(([a], [b]) => byText(a, b))) {
    list.sort((a, b) => byText(a.key, b.key));
    // A cut name: its words in order (the last one perhaps partial) begin exactly one whole name.
    const whole = list.filter((g) => !g.cut).map((g) => ({ text: g.words.join(" "), g }));
    whole.sort((a, b) => byText(a.text, b.text));
    const texts = whole.map((w) => w.text);
    for (const g of list) {
      if (!g.cut) continue;
      const text = g.words.join(" ");
      const fits = new Set<Group>();
      for (let i = lowerBound(texts, text); i < whole.length && fits.size < 2; i += 1) {
        const w = whole[i] as { text: string; g: Group };
        if (!w.text.startsWith(text)) break;
        if (w.g !== g) fits.add(w.g);
      }
      if (fits.size === 1) merge(g, [...fits][0] as Group, "truncated");
    }
    // A slip: neighbours in key order one edit apart, the smaller into the larger, only when the
    // key has no other such neighbour.
    for (let i = 0; i < list.length; i += 1) {
      const g = list[i] as Group;
      if (g.into !== undefined || g.key.length < TYPO_MIN_LENGTH) continue;
      const near = [list[i - 1], list[i + 1]].filter(
        (o): o is Group => o !== undefined && o.into === undefined && oneEditApart(o.key, g.key),
      );
      if (near.length !== 1) continue;
      const other = near[0] as Group;
      if (g.count < other.count || (g.count === other.count && g.key > other.key)) merge(g, other, "typo");
    }
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
      key: companyKey(shown.name),
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
