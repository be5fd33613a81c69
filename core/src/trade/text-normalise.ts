// The one way text is folded before it is indexed or compared (issue 14 §2): both engines index
// what this gives, and queries go through it too, so they see the same tokens. Unicode NFKC (full-
// width letters and digits become plain ones), case folded, diacritics dropped (é → e, й → и, ş → s),
// every punctuation mark, symbol or control character a space, runs of spaces one. (A NUL left in a
// query ended SQLite's full-text query string early: "unterminated string", a 500 the fuzz found.)

const MARKS = /\p{M}+/gu;
const SEPARATORS = /[\p{P}\p{S}\p{Z}\p{Cc}\s]+/gu;

// Printable ASCII has no marks and is its own NFKC/NFD form: only case and separators to fold.
// Bill text is nearly all ASCII, and the three Unicode passes cost most of an import's folding.
const ASCII = /^[\x20-\x7e]*$/;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;

export const normaliseText = (text: string): string =>
  ASCII.test(text) ? text.toLowerCase().replace(ASCII_SEPARATORS, " ").trim() : unicodeFold(text);

/** The full fold; exported for the law that printable ASCII folds alike through the short path. */
export const unicodeFold = (text: string): string =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(MARKS, "")
    .normalize("NFC")
    .replace(SEPARATORS, " ")
    .trim();

/** The words of a text after folding; a run of Han, kana or hangul characters is one word. */
export const textTokens = (text: string): readonly string[] => {
  const folded = normaliseText(text);
  return folded === "" ? [] : folded.split(" ");
};
