// How a party's name shows to a visitor who is not signed in (issue 15, the public try-search;
// decision D224): word by word, a legal form (LLC, CO., GMBH, OOO…) stays as written, any other word
// shows its first letter or digit and stars. The stars do not count the word's letters: a word is
// written at the length of its class (short, medium or long), so the mask keeps how long a word
// roughly is and hides how long it exactly is. Separators (spaces, trailing commas and dots) stay.

/** The legal forms a mask keeps: they say what kind of firm it is, not which one. */
export const LEGAL_FORMS: ReadonlySet<string> = new Set([
  "AB",
  "AG",
  "AO",
  "AS",
  "BV",
  "BHD",
  "CIA",
  "CO",
  "COMPANY",
  "CORP",
  "CORPORATION",
  "GMBH",
  "INC",
  "INCORPORATED",
  "KG",
  "LIMITED",
  "LLC",
  "LLP",
  "LP",
  "LTD",
  "LTDA",
  "NV",
  "OAO",
  "OOO",
  "OY",
  "PAO",
  "PLC",
  "PTE",
  "PTY",
  "PVT",
  "SA",
  "SAC",
  "SAS",
  "SDN",
  "SL",
  "SPA",
  "SRL",
  "ZAO",
  "АО",
  "ЗАО",
  "ИП",
  "ОАО",
  "ООО",
  "ПАО",
]);

/** The mask's character in place of hidden letters. */
export const MASK_CHAR = "*";

/** A word's length class: short (up to 4 characters), medium (5 to 8), long (more). */
export type LengthClass = "short" | "medium" | "long";

/** The length a masked word is written at, per class. */
export const CLASS_LENGTH: Readonly<Record<LengthClass, number>> = { short: 4, medium: 8, long: 12 };

export const lengthClass = (length: number): LengthClass =>
  length <= CLASS_LENGTH.short ? "short" : length <= CLASS_LENGTH.medium ? "medium" : "long";

const TRAILING = /[.,;:]+$/u;
const ALNUM = /[\p{L}\p{N}]/u;

/** Whether a word (its punctuation aside) is a legal form the mask keeps. */
export const isLegalForm = (word: string): boolean =>
  LEGAL_FORMS.has(word.replace(TRAILING, "").replaceAll(".", "").toUpperCase());

const maskWord = (word: string): string => {
  if (isLegalForm(word)) return word;
  const trailing = TRAILING.exec(word)?.[0] ?? "";
  const body = [...word.slice(0, word.length - trailing.length)];
  const first = body.find((c) => ALNUM.test(c));
  // A word of punctuation alone (an ampersand, a dash) names nothing.
  if (first === undefined) return word;
  return `${first}${MASK_CHAR.repeat(CLASS_LENGTH[lengthClass(body.length)] - 1)}${trailing}`;
};

/** The name as a visitor sees it: words separated by single spaces, each masked by the rule above. */
export const maskName = (name: string): string =>
  name
    .trim()
    .split(/\s+/u)
    .filter((w) => w !== "")
    .map(maskWord)
    .join(" ");
