// Figures of the entity-resolution benchmark (issue 30): pairwise precision and recall over
// spellings and over bill sides, per variant kind, and the worst merges and splits.

import type { LabelledRow, VariantKind } from "./generate.ts";

export interface Scores {
  readonly precision: number;
  readonly recall: number;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Pairwise scores; with weights, pairs of bill sides (a row of weight w holds w sides). */
export const pairwise = (
  pred: readonly number[],
  truth: readonly string[],
  weight?: readonly number[],
): Scores => {
  const sums = (key: (i: number) => string) => {
    const m = new Map<string, number>();
    pred.forEach((_, i) => {
      m.set(key(i), (m.get(key(i)) ?? 0) + (weight?.[i] ?? 1));
    });
    let n = 0;
    for (const w of m.values()) n += (w * (w - 1)) / 2;
    return n;
  };
  const both = sums((i) => `${pred[i]}\u0000${truth[i]}`);
  const p = sums((i) => String(pred[i]));
  const t = sums((i) => truth[i] as string);
  return { precision: round(p === 0 ? 1 : both / p), recall: round(t === 0 ? 1 : both / t) };
};

const groups = <K>(keys: readonly K[]): Map<K, number[]> => {
  const m = new Map<K, number[]>();
  keys.forEach((k, i) => {
    const list = m.get(k);
    if (list === undefined) m.set(k, [i]);
    else list.push(i);
  });
  return m;
};

/** Per kind: precision over predicted pairs that hold a row of the kind, recall over true such pairs. */
export const perKind = (pred: readonly number[], rows: readonly LabelledRow[]) => {
  const tally = new Map<VariantKind, { tp: number; fp: number; fn: number; rows: number }>();
  const t = (k: VariantKind) => {
    const x = tally.get(k) ?? { tp: 0, fp: 0, fn: 0, rows: 0 };
    tally.set(k, x);
    return x;
  };
  for (const r of rows) t(r.kind).rows += 1;
  const count = (members: readonly number[], judge: (i: number, j: number) => "tp" | "fp" | "fn" | null) => {
    for (let x = 0; x < members.length; x += 1)
      for (let y = x + 1; y < members.length; y += 1) {
        const [i, j] = [members[x] as number, members[y] as number];
        const verdict = judge(i, j);
        if (verdict === null) continue;
        const kinds = new Set([(rows[i] as LabelledRow).kind, (rows[j] as LabelledRow).kind]);
        for (const k of kinds) t(k)[verdict] += 1;
      }
  };
  for (const members of groups(pred).values())
    count(members, (i, j) =>
      (rows[i] as LabelledRow).truth === (rows[j] as LabelledRow).truth ? "tp" : "fp",
    );
  for (const members of groups(rows.map((r) => r.truth)).values())
    count(members, (i, j) => (pred[i] === pred[j] ? null : "fn"));
  return Object.fromEntries(
    [...tally].map(([k, x]) => [
      k,
      {
        rows: x.rows,
        precision: round(x.tp + x.fp === 0 ? 1 : x.tp / (x.tp + x.fp)),
        recall: round(x.tp + x.fn === 0 ? 1 : x.tp / (x.tp + x.fn)),
      },
    ]),
  );
};

/** Firms holding more than one company, and companies split over more than one firm, worst first. */
export const worst = (pred: readonly number[], rows: readonly LabelledRow[], top = 8) => {
  const merges = [...groups(pred).values()]
    .map((m) => ({ m, truths: new Set(m.map((i) => (rows[i] as LabelledRow).truth)) }))
    .filter((x) => x.truths.size > 1)
    .sort((a, b) => b.truths.size - a.truths.size || b.m.length - a.m.length);
  const splits = [...groups(rows.map((r) => r.truth)).values()]
    .map((m) => ({ m, firms: new Set(m.map((i) => pred[i])) }))
    .filter((x) => x.firms.size > 1)
    .sort((a, b) => b.firms.size - a.firms.size);
  const names = (m: readonly number[]) =>
    m.slice(0, 6).map((i) => `${(rows[i] as LabelledRow).row.name} [${(rows[i] as LabelledRow).truth}]`);
  return {
    firmsWithTwoCompanies: merges.length,
    companiesSplit: splits.length,
    companies: new Set(rows.map((r) => r.truth)).size,
    worstMerges: merges.slice(0, top).map((x) => names(x.m)),
    worstSplits: splits.slice(0, top).map((x) => ({ firms: x.firms.size, spellings: names(x.m) })),
  };
};
