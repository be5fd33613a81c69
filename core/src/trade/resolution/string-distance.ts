// Name distances for entity resolution (issue 30). Written here rather than taken from a library:
// core imports nothing but itself (tools/architecture-rules.ts, PURE_EXTERNALS), and the two
// measures are short and classic. Both count a swap of two neighbouring letters (GUANGZOHU) as one
// slip, which plain Levenshtein counts as two.

/**
 * Damerau–Levenshtein distance in its optimal-string-alignment form (insert, delete, replace, swap
 * neighbours), over code points; stops early and answers `max + 1` once the distance exceeds `max`.
 */
export const osaDistance = (a: string, b: string, max = Number.POSITIVE_INFINITY): number => {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[t.length] as number, max + 1);
};

/** Jaro similarity: matching characters within half the longer length, and their transpositions. */
export const jaro = (a: string, b: string): number => {
  const s = [...a];
  const t = [...b];
  if (s.length === 0 && t.length === 0) return 1;
  if (s.length === 0 || t.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(s.length, t.length) / 2) - 1);
  const taken = new Array<boolean>(t.length).fill(false);
  const matchedS: string[] = [];
  for (let i = 0; i < s.length; i += 1) {
    for (let j = Math.max(0, i - window); j <= Math.min(t.length - 1, i + window); j += 1) {
      if (taken[j] || s[i] !== t[j]) continue;
      taken[j] = true;
      matchedS.push(s[i] as string);
      break;
    }
  }
  const m = matchedS.length;
  if (m === 0) return 0;
  const matchedT = t.filter((_, j) => taken[j]);
  let half = 0;
  for (let k = 0; k < m; k += 1) if (matchedS[k] !== matchedT[k]) half += 1;
  return (m / s.length + m / t.length + (m - half / 2) / m) / 3;
};

/** Jaro–Winkler: Jaro raised for a common start of up to four characters (scale 0.1). */
export const jaroWinkler = (a: string, b: string): number => {
  const j = jaro(a, b);
  const s = [...a];
  const t = [...b];
  let prefix = 0;
  while (prefix < 4 && prefix < s.length && s[prefix] === t[prefix]) prefix += 1;
  return j + prefix * 0.1 * (1 - j);
};
