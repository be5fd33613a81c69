// Grouping the spellings of one firm (issue 14 §1, entity resolution): "ACME INC", "ACME, INC.",
// "Acme Inc" and 'OOO "Volga Trade"' / "VOLGA TRADE OOO" give one key. The key is the folded name
// (text-normalise.ts) without its legal form, its words sorted; a run of single letters ("S A DE C V")
// is read as one word first. Names that differ by more (a name cut at 35 characters, a typo) are
// matched afterwards within the key's neighbourhood (company-merge.ts).

import { joinLetterRuns } from "./resolution/name-parts.ts";
import { normaliseText } from "./text-normalise.ts";

/** Legal forms of several words, folded, dropped before the single-word ones. */
// biome-ignore format: a word list
const FORM_PHRASES = [
  "sa de cv", "s de rl de cv", "s de rl", "gmbh co kg", "co kg", "co ltd", "pvt ltd", "pte ltd", "pty ltd", "sdn bhd",
  "cia ltda", "san ve tic ltd sti", "public company limited", "joint stock company", "share company",
  "ltd sti", "limited liability company", "private limited", "nigeria limited", "uganda limited",
].map((p) => p.split(" "));

/** Legal forms of one word, folded, in every script the data has. */
// biome-ignore format: a word list
const FORM_WORDS = new Set([
  "inc", "incorporated", "llc", "llp", "ltd", "limited", "co", "company", "corp", "corporation", "plc", "gmbh", "ag", "kg",
  "sa", "sas", "sarl", "srl", "spa", "sl", "sac", "eirl", "ltda", "eireli", "cv", "bv", "nv", "oy", "oyj", "asa", "aps",
  "kk", "bhd", "pte", "pty", "pvt", "tbk", "pt", "wll", "bsc", "ksc", "kscc", "qpsc", "saog", "sae", "eurl", "fze", "fzco",
  "est", "jsc", "cjsc", "ooo", "ao", "oao", "zao", "pao", "too", "tov", "prat", "chup", "mchj", "osoo", "jdm", "hj", "mmc",
  "asc", "as", "cc", "ооо", "оао", "зао", "пао", "ао", "тоо", "ип", "有限公司", "有限责任公司", "股份有限公司", "公司",
  "the", "and",
]);

const dropPhrases = (words: readonly string[]): string[] => {
  const out = [...words];
  for (const phrase of FORM_PHRASES) {
    for (let i = 0; i + phrase.length <= out.length; ) {
      if (phrase.every((w, j) => out[i + j] === w)) out.splice(i, phrase.length);
      else i += 1;
    }
  }
  return out;
};

/** Chinese names carry their legal form glued on (…电子有限公司): cut it off the end. */
const HAN_FORM = /(股份有限公司|有限责任公司|有限公司|公司)$/u;

/** The name's distinctive words: folded, letter runs joined, legal forms dropped, in name order. */
export const companyNameWords = (name: string): readonly string[] => {
  const words = joinLetterRuns(
    normaliseText(name)
      .split(" ")
      .filter((w) => w !== ""),
  )
    .map((w) => w.replace(HAN_FORM, ""))
    .filter((w) => w !== "");
  const kept = dropPhrases(words).filter((w) => !FORM_WORDS.has(w));
  // A name that is nothing but a legal form ("LTD") keeps its words rather than becoming empty.
  return kept.length > 0 ? kept : words;
};

/** True for a word one typing slip from a legal form ("UNC" for INC, "LTDU" for LTDA). */
export const isNearLegalForm = (word: string): boolean => {
  for (const form of FORM_WORDS) if (form.length >= 2 && nearlyEqual(word, form)) return true;
  return false;
};

/** True when a and b differ by one inserted, deleted or replaced character. */
export const nearlyEqual = (a: string, b: string): boolean => {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
};

/** One key for every spelling of a firm that differs by case, punctuation, legal form or order. */
export const companyKey = (name: string): string => [...companyNameWords(name)].sort().join(" ");

/** The length at which the release cuts party names: a name this long may have lost its end. */
export const AMS_NAME_LENGTH = 35;

/** Words that mark a freight forwarder or logistics firm standing in the consignee field. */
// biome-ignore format: a word list
const LOGISTICS_WORDS = new Set(["logistics", "logistic", "logistik", "logistique", "freight", "forwarding", "forwarders", "shipping", "cargo", "express", "transport", "transportes", "nvocc", "expeditors", "consolidators", "customs", "broker", "brokerage", "logisticos", "logistica"]);

/** True for names that read as a forwarder's, as ImportYeti marks them. */
export const looksLikeLogistics = (name: string): boolean =>
  normaliseText(name)
    .split(" ")
    .some((w) => LOGISTICS_WORDS.has(w));
