// A line split into runs by the font that draws them: the first font where it has the glyph, the
// fallback elsewhere (a name in Latin, Cyrillic and Chinese on one line: issue 29 item 12).

export interface FontRun {
  readonly text: string;
  /** True when the first font draws it; false for the fallback. */
  readonly first: boolean;
}

/** Consecutive characters of one font in one run; a space keeps the run it is in. */
export const fontRuns = (text: string, firstHas: (codePoint: number) => boolean): FontRun[] => {
  const runs: { text: string; first: boolean }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const first = char === " " && last !== undefined ? last.first : firstHas(char.codePointAt(0) ?? 0);
    if (last !== undefined && last.first === first) last.text += char;
    else runs.push({ text: char, first });
  }
  return runs;
};
