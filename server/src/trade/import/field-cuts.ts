// A row's fields within their limits (core's import-limits): a longer one cut and marked, and named,
// so the importer reports each cut (issue 30). One length test per field; a copy only when one is cut.
import { cutText, FIELD_LIMIT, fieldLimitOf } from "@portolan/core";

export interface CutFields {
  readonly fields: Readonly<Record<string, string>>;
  /** The columns that were cut; undefined when none was. */
  readonly cut: readonly string[] | undefined;
}

export const cutLongFields = (fields: Readonly<Record<string, string>>): CutFields => {
  let copy: Record<string, string> | undefined;
  let cut: string[] | undefined;
  for (const column in fields) {
    const value = fields[column] as string;
    if (value.length <= FIELD_LIMIT) continue;
    const limit = fieldLimitOf(column);
    // Measured after trimming, as the row is read: spaces around a field are no content.
    if (value.length <= limit || value.trim().length <= limit) continue;
    copy ??= { ...fields };
    copy[column] = cutText(value.trim(), limit);
    cut ??= [];
    cut.push(column);
  }
  return { fields: copy ?? fields, cut };
};
