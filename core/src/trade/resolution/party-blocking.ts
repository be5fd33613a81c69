// Which firms are compared at all (issue 30): comparing every pair of a million spellings is out of
// reach, so firms meet in blocks of one country that share a key: their rarest word or that word
// less one letter (SymSpell's deletions, which catch a dropped, doubled, replaced or swapped
// letter), their next rarest word, the first letters of the name (a name cut at 35 characters keeps
// its start), or the zip with the name's first letters. A block too large for all its pairs (a
// common word) pairs each firm with its neighbours in name order instead.

export interface BlockedFirm {
  readonly country: string;
  readonly words: readonly string[];
  readonly cut: boolean;
  readonly zips: ReadonlySet<string>;
}

/** A block of up to this many firms compares all its pairs; a larger one, neighbours only. */
const FULL_BLOCK = 24;
/** How many neighbours in name order a firm of a large block meets on each side. */
const WINDOW = 2;
const PREFIX = 6;

/** The word and every string one deletion from it (only for words of four letters or more). */
export const deletions = (word: string): string[] => {
  const letters = [...word];
  if (letters.length < 4) return [word];
  const out = new Set([word]);
  for (let i = 0; i < letters.length; i += 1)
    out.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(""));
  return [...out];
};

/** The block keys of a firm, given how many firms of its country use each word. */
export const blockingKeys = (firm: BlockedFirm, frequency: (word: string) => number): string[] => {
  const c = firm.country;
  // The last word of a cut name may be a piece of a word: it is no word to meet on.
  const whole = firm.cut && firm.words.length > 1 ? firm.words.slice(0, -1) : firm.words;
  const rare = [...new Set(whole)]
    .sort((a, b) => frequency(a) - frequency(b) || (a < b ? -1 : 1))
    .slice(0, 2);
  const joined = firm.words.join("");
  // The rarest word with its deletions; the next one as it is (a slip rarely hits both).
  const keys = deletions(rare[0] ?? "").map((d) => `w\u0000${c}\u0000${d}`);
  if (rare[1] !== undefined) keys.push(`w\u0000${c}\u0000${rare[1]}`);
  keys.push(`p\u0000${c}\u0000${[...joined].slice(0, PREFIX).join("")}`);
  for (const zip of firm.zips) keys.push(`z\u0000${c}\u0000${zip}\u0000${[...joined].slice(0, 2).join("")}`);
  return keys;
};

/** The candidate pairs [i, j] (i < j) of the firms, each once. */
export const candidatePairs = (firms: readonly BlockedFirm[]): [number, number][] => {
  const frequency = new Map<string, number>();
  for (const f of firms)
    for (const w of new Set(f.words))
      frequency.set(`${f.country}\u0000${w}`, (frequency.get(`${f.country}\u0000${w}`) ?? 0) + 1);
  const blocks = new Map<string, number[]>();
  firms.forEach((f, i) => {
    const freq = (w: string) => frequency.get(`${f.country}\u0000${w}`) ?? 0;
    for (const key of new Set(blockingKeys(f, freq))) {
      const block = blocks.get(key);
      if (block === undefined) blocks.set(key, [i]);
      else block.push(i);
    }
  });
  // Every pair found, as i × n + j (exact in a double for a million firms), then sorted and
  // deduplicated at once: cheaper than a set of the pairs seen.
  const n = firms.length;
  let found = new Float64Array(1024);
  let size = 0;
  const add = (a: number, b: number) => {
    if (a === b) return;
    if (size === found.length) {
      const grown = new Float64Array(found.length * 2);
      grown.set(found);
      found = grown;
    }
    found[size] = Math.min(a, b) * n + Math.max(a, b);
    size += 1;
  };
  const texts = firms.map((f) => f.words.join(" "));
  const text = (i: number) => texts[i] as string;
  for (const block of blocks.values()) {
    if (block.length <= FULL_BLOCK) {
      for (let x = 0; x < block.length; x += 1)
        for (let y = x + 1; y < block.length; y += 1) add(block[x] as number, block[y] as number);
      continue;
    }
    const sorted = [...block].sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : a - b));
    for (let x = 0; x < sorted.length; x += 1)
      for (let y = x + 1; y <= x + WINDOW && y < sorted.length; y += 1)
        add(sorted[x] as number, sorted[y] as number);
  }
  const all = found.subarray(0, size).sort();
  const pairs: [number, number][] = [];
  for (let k = 0; k < all.length; k += 1) {
    const id = all[k] as number;
    if (k > 0 && id === all[k - 1]) continue;
    pairs.push([Math.floor(id / n), id % n]);
  }
  return pairs;
};
