// How long a release field may be (issue 30): a release once held a 50 MB description, which made a
// 105 MB bill answer and an export cell far past Excel's 32,767 characters. Longer text is cut and
// marked, and the importer reports each cut, so no field changes unsaid.

/** Ends a cut text, so a reader sees it was cut. */
export const CUT_MARK = "…";

/** Characters of an ordinary field: names, addresses, codes, numbers (the longest real ones are far shorter). */
export const FIELD_LIMIT = 1_000;

/** Characters of a goods text field: a description or marks line. */
export const LONG_FIELD_LIMIT = 8_000;

/** Characters of a bill's description joined from its lines: under Excel's cell limit (32,767). */
export const DESCRIPTION_LIMIT = 32_000;

const LONG = new Set([
  "description_text",
  "description",
  "hazmat_description",
  "marks_and_numbers_1",
  "marks_and_numbers_2",
  "marks_and_numbers_3",
  "marks_and_numbers_4",
  "marks_and_numbers_5",
  "marks_and_numbers_6",
  "marks_and_numbers_7",
  "marks_and_numbers_8",
]);

export const fieldLimitOf = (column: string): number => (LONG.has(column) ? LONG_FIELD_LIMIT : FIELD_LIMIT);

/**
 * The text, or its first characters and CUT_MARK when it is longer than `limit` (at least 2): never
 * longer than the limit, and never half a surrogate pair.
 */
export const cutText = (text: string, limit: number): string => {
  if (text.length <= limit) return text;
  let end = limit - CUT_MARK.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + CUT_MARK;
};
