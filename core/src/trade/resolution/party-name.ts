// Reading an AMS party name (issue 30): which part names the firm. "OWNER DBA FIRM" is FIRM (doing
// business as); "FIRM C/O FORWARDER" is FIRM (the forwarder only receives); a branch, city or state
// after the firm ("ACME INC - LOS ANGELES BRANCH", "ACME INC (NJ)") and an address typed into the
// name ("ACME INC 123 MAIN ST") are dropped; a name of the release's 35 characters may have lost its
// end, so its last word may be partial. What is left gives the firm's words without legal forms.

import { AMS_NAME_LENGTH } from "../company-key.ts";
import { normaliseText } from "../text-normalise.ts";
import {
  addressStart,
  cutFormTail,
  dropBranchSegments,
  joinLetterRuns,
  legalFormRuns,
  mendLegalSlips,
} from "./name-parts.ts";
import { ABBREVIATIONS, HAN_FORM, STOP_WORDS } from "./name-words.ts";

export type NameNoise = "dba" | "care-of" | "branch" | "address" | "cut";

export interface ParsedPartyName {
  /** The firm's part as written, spaces collapsed: what a profile may show. */
  readonly firmText: string;
  /** The firm's distinctive words, folded, in name order (legal forms and stop words dropped). */
  readonly words: readonly string[];
  /** The words sorted: equal for spellings that differ by case, punctuation, order or legal form. */
  readonly key: string;
  /** The folded legal form words found ("co ltd"), empty when none. */
  readonly legalForm: string;
  /** The name before DBA (an owner), the receiver after C/O, or null. */
  readonly owner: string | null;
  readonly careOf: string | null;
  /** The parts read as noise, in the order found. */
  readonly noise: readonly NameNoise[];
  /** The name is of the cut length: its last word may be the start of a longer one. */
  readonly cut: boolean;
}

const DBA =
  /\s+(?:d\s*\/\s*b\s*\/\s*a|d\.\s?b\.\s?a\.?|dba|t\/a|trading\s+as|doing\s+business\s+as|aka)[\s:.]+/iu;
const CARE_OF = /(?:^|[\s,;]+)(?:c\s*\/\s*o|c\/o\.?|care\s+of|attn|attention)(?=[\s:.]|$)[\s:.]*/iu;
/** A group in brackets at the end, or one left open by the cut. */
const TRAILING_GROUP = /\s*[([{][^)\]}]*(?:[)\]}]\s*)?$/u;

const collapse = (text: string) => text.replace(/\s+/gu, " ").trim();

/** The firm's part of the raw text, and what was taken off it (owner, receiver, groups). */
const firmPart = (raw: string) => {
  const noise: NameNoise[] = [];
  let text = collapse(raw.normalize("NFC"));
  let careOf: string | null = null;
  const co = CARE_OF.exec(text);
  if (co !== null && co.index > 0) {
    careOf = collapse(text.slice(co.index + co[0].length)) || null;
    text = text.slice(0, co.index);
    noise.push("care-of");
  }
  let owner: string | null = null;
  const dba = DBA.exec(text);
  if (dba !== null && dba.index > 0 && text.slice(dba.index + dba[0].length).trim() !== "") {
    owner = collapse(text.slice(0, dba.index));
    text = text.slice(dba.index + dba[0].length);
    noise.push("dba");
  }
  const group = TRAILING_GROUP.exec(text);
  if (group !== null && group.index > 0) {
    text = text.slice(0, group.index);
    noise.push("branch");
  }
  const segments = dropBranchSegments(text);
  if (segments.dropped) noise.push("branch");
  return { text: collapse(segments.text).replace(/[\s,;:/-]+$/u, ""), owner, careOf, noise };
};

/** The shortest start of the raw text that holds the first `count` folded words. */
const rawPrefix = (text: string, count: number): string => {
  const tokens = text.split(" ");
  for (let n = 1; n < tokens.length; n += 1) {
    const head = tokens.slice(0, n).join(" ");
    if (joinLetterRuns(normaliseText(head).split(" ")).length >= count)
      return head.replace(/[\s,;:/-]+$/u, "");
  }
  return text;
};

export const parsePartyName = (raw: string): ParsedPartyName => {
  const length = [...raw.trim()].length;
  const part = firmPart(raw);
  // Only a firm's part that runs to the end of the name can have lost its end to the cut.
  const cut = length >= AMS_NAME_LENGTH - 1 && length <= AMS_NAME_LENGTH && part.noise.length === 0;
  const noise = [...part.noise];
  // "INT'L" folds to "int l": the apostrophe's word is put back together before reading it.
  let tokens = normaliseText(part.text.replace(/\b(INT)'L\b/giu, "$1L"))
    .split(" ")
    .filter((w) => w !== "");
  // A name cut inside its legal form ("… S. DE R.L. D", "… COMPANY LIMIT") loses that partial form.
  const partialForm = cut ? cutFormTail(tokens) : 0;
  if (partialForm > 0) {
    tokens = tokens.slice(0, -partialForm);
    noise.push("cut");
  }
  const folded = mendLegalSlips(joinLetterRuns(tokens).map((w) => ABBREVIATIONS.get(w) ?? w));
  const runs = legalFormRuns(folded);
  const last = runs[runs.length - 1];
  // Everything after the last legal form is a branch, a city or an address ("ACME INC 12 MAIN ST") —
  // unless the name was cut: its own legal form may be what the cut took, and a word that reads as
  // one ("EAD", "AS") stood inside the name.
  let end =
    last !== undefined && !cut && last.start > 0 && last.end < folded.length ? last.end : folded.length;
  if (end < folded.length) noise.push("address");
  const street = addressStart(folded.slice(0, end));
  if (street > 0) {
    end = street;
    noise.push("address");
  }
  const inForm = new Set<number>();
  for (const r of runs) for (let i = r.start; i < r.end; i += 1) inForm.add(i);
  const kept = folded
    .slice(0, end)
    .map((w, i) => ({ w: inForm.has(i) ? "" : w.replace(HAN_FORM, ""), i }))
    .filter(({ w }) => w !== "" && !STOP_WORDS.has(w))
    .map(({ w }) => w);
  // A name that is nothing but a legal form ("LTD") keeps its words rather than becoming empty.
  const words = kept.length > 0 ? kept : folded.slice(0, Math.max(end, 1));
  const legalForm = runs
    .filter((r) => r.start < end)
    .flatMap((r) => folded.slice(r.start, r.end))
    .join(" ");
  return {
    firmText: part.text === "" ? collapse(raw) : end < folded.length ? rawPrefix(part.text, end) : part.text,
    words,
    key: [...words].sort().join(" "),
    legalForm,
    owner: part.owner,
    careOf: part.careOf,
    noise: [...new Set(noise)],
    cut,
  };
};
