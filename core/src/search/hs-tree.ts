// The levels of the HS picker (issue 15 "an HS picker (sections → chapters → headings)", with
// six-digit subheadings under the headings since issue 31 item 6): the 21
// sections of HS 2022 with the chapters each holds (a fact of the nomenclature: chapter 77 is
// reserved and belongs to no section's data), and where a code sits in the tree.
import type { HsSectionMessageId } from "./hs-section-messages.ts";

export interface HsSection {
  /** The section's Roman numeral, as the nomenclature and the reference table write it. */
  readonly section: string;
  /** First and last chapter, inclusive. */
  readonly first: number;
  readonly last: number;
  readonly name: HsSectionMessageId;
}

const ranges: readonly (readonly [string, number, number])[] = [
  ["I", 1, 5],
  ["II", 6, 14],
  ["III", 15, 15],
  ["IV", 16, 24],
  ["V", 25, 27],
  ["VI", 28, 38],
  ["VII", 39, 40],
  ["VIII", 41, 43],
  ["IX", 44, 46],
  ["X", 47, 49],
  ["XI", 50, 63],
  ["XII", 64, 67],
  ["XIII", 68, 70],
  ["XIV", 71, 71],
  ["XV", 72, 83],
  ["XVI", 84, 85],
  ["XVII", 86, 89],
  ["XVIII", 90, 92],
  ["XIX", 93, 93],
  ["XX", 94, 96],
  ["XXI", 97, 97],
];

export const HS_SECTIONS: readonly HsSection[] = ranges.map(([section, first, last]) => ({
  section,
  first,
  last,
  name: `search.hs.section.${section}` as HsSectionMessageId,
}));

export const isHsSection = (value: string): boolean => HS_SECTIONS.some((s) => s.section === value);

/** The section of a code's chapter (its first two digits), or undefined for no chapter of the HS. */
export const hsSectionOf = (code: string): HsSection | undefined => {
  if (!/^\d{2}/.test(code)) return undefined;
  const chapter = Number(code.slice(0, 2));
  return HS_SECTIONS.find((s) => chapter >= s.first && chapter <= s.last);
};

/**
 * What the picker lists under a parent: a section's chapters, a chapter's headings, a heading's
 * six-digit subheadings (issue 31 item 6); else nothing.
 */
export type HsChildLevel = "chapter" | "heading" | "subheading";
export const hsChildLevel = (parent: string): HsChildLevel | undefined => {
  if (isHsSection(parent)) return "chapter";
  if (hsSectionOf(parent) === undefined) return undefined;
  if (/^\d{2}$/.test(parent)) return "heading";
  if (/^\d{4}$/.test(parent)) return "subheading";
  return undefined;
};

/**
 * The picker's path to a chosen code, from the top: its section, its chapter, its heading, its
 * subheading (as far as the code goes). A national code of 8 to 10 digits is opened at its subheading.
 */
export const hsPathOf = (code: string): readonly string[] => {
  const section = hsSectionOf(code);
  if (section === undefined || !/^\d{2,10}$/.test(code)) return [];
  const levels = [2, 4, 6].filter((n) => code.length >= n).map((n) => code.slice(0, n));
  return [section.section, ...levels];
};
