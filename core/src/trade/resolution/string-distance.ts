// Name distances for entity resolution (issue 30). Written here rather than taken from a library:
// core imports nothing but itself (tools/architecture-rules.ts, PURE_EXTERNALS), and the two
// measures are short and classic. Both count a swap of two neighbouring letters (GUANGZOHU) as one
// slip, which plain Levenshtein counts as two. They read UTF-16 code units: every letter of the
// catalogue's scripts (Latin, Cyrillic, Han) is one, and reading by index spares an array per call.

// Three rows of the table, kept between calls (a call allocates nothing; no call is re-entered).
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
const BIG = 1 << 20;

/**
 * Damerau–Levenshtein distance in its optimal-string-alignment form (insert, delete, replace, swap
 * neighbours); with a `max`, only the band of cells within `max` of the diagonal is computed and
 * the answer is `max + 1` once the distance must exceed it.
 */
export const osaDistance = (s: string, t: string, max = Number.POSITIVE_INFINITY): number => {
  if (s === t) return 0;
  const n = s.length;
  const m = t.length;
  if (Math.abs(n - m) > max) return max + 1;
  if ((rows[0] as Int32Array).length <= m + 1) rows = [0, 1, 2].map(() => new Int32Array(2 * m + 2));
  let [prev2, prev, row] = rows as [Int32Array, Int32Array, Int32Array];
  const band = Math.min(max, Math.max(n, m));
  // Only the band is written; the cell just outside it on each side is set to BIG, which is all
  // the next row reads beyond the band (the buffers keep earlier calls' values elsewhere).
  for (let j = 0; j <= Math.min(m, band + 1); j += 1) prev[j] = j <= band ? j : BIG;
  for (let i = 1; i <= n; i += 1) {
    const from = Math.max(1, i - band);
    const to = Math.min(m, i + band);
    row[from - 1] = from === 1 && i <= band ? i : BIG;
    if (to < m) row[to + 1] = BIG;
    let best = from === 1 ? (row[0] as number) : BIG;
    const si = s.charCodeAt(i - 1);
    for (let j = from; j <= to; j += 1) {
      const tj = t.charCodeAt(j - 1);
      let d = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (si === tj ? 0 : 1),
      );
      if (i > 1 && j > 1 && si === t.charCodeAt(j - 2) && s.charCodeAt(i - 2) === tj)
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return Math.min(prev[m] as number, max + 1);
};

/** Jaro similarity: matching characters within half the longer length, and their transpositions. */
export const jaro = (s: string, t: string): number => {
  if (s === t) return 1;
  if (s.length === 0 || t.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(s.length, t.length) / 2) - 1);
  const takenS = new Uint8Array(s.length);
  const takenT = new Uint8Array(t.length);
  let m = 0;
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    for (let j = Math.max(0, i - window); j <= Math.min(t.length - 1, i + window); j += 1) {
      if (takenT[j] === 1 || c !== t.charCodeAt(j)) continue;
      takenT[j] = 1;
      takenS[i] = 1;
      m += 1;
      break;
    }
  }
  if (m === 0) return 0;
  let half = 0;
  let j = 0;
  for (let i = 0; i < s.length; i += 1) {
    if (takenS[i] !== 1) continue;
    while (takenT[j] !== 1) j += 1;
    if (s.charCodeAt(i) !== t.charCodeAt(j)) half += 1;
    j += 1;
  }
  return (m / s.length + m / t.length + (m - half / 2) / m) / 3;
};

const counts = new Int32Array(128);

/**
 * An upper bound of Jaro–Winkler from the letters the two share (in any order and place), or 1 where
 * either has a letter beyond ASCII: cheap enough to skip the measure for most unlike names.
 */
export const jaroWinklerBound = (s: string, t: string): number => {
  if (s.length === 0 || t.length === 0) return s === t ? 1 : 0;
  counts.fill(0);
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c >= 128) return 1;
    counts[c] = (counts[c] as number) + 1;
  }
  let common = 0;
  for (let i = 0; i < t.length; i += 1) {
    const c = t.charCodeAt(i);
    if (c >= 128) return 1;
    if ((counts[c] as number) > 0) {
      counts[c] = (counts[c] as number) - 1;
      common += 1;
    }
  }
  const j = (common / s.length + common / t.length + 1) / 3;
  return j + 0.4 * (1 - j);
};

/** Jaro–Winkler: Jaro raised for a common start of up to four characters (scale 0.1). */
export const jaroWinkler = (s: string, t: string): number => {
  const j = jaro(s, t);
  let prefix = 0;
  while (prefix < 4 && prefix < s.length && s.charCodeAt(prefix) === t.charCodeAt(prefix)) prefix += 1;
  return j + prefix * 0.1 * (1 - j);
};
