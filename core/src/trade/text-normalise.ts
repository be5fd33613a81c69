// The one way text is folded before it is indexed or compared (issue 14 §2): both engines index
// what this gives, and queries go through it too, so they see the same tokens. Unicode NFKC (full-
// width letters and digits become plain ones), case folded, diacritics dropped (é → e, й → и, ş → s),
// every punctuation mark or symbol a space, runs of spaces one.

const MARKS = /\p{M}+/gu;
const SEPARATORS = /[\p{P}\p{S}\p{Z}\s]+/gu;

export const normaliseText = (text: string): string =>
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
