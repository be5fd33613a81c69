// How the bill's sections show a release row: a field is a name and the columns it reads (a number
// with its unit, a code with its meaning), shown only when it has a value; every column no field
// reads still shows, under its release name, so that no field the release carries is hidden.
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import type { ReactNode } from "react";
import * as w from "../../widgets/widgets.css.ts";
import { COLUMN_LABELS } from "./bill-fields.ts";
import { unitText } from "./bill-units.ts";

export type Cell = string | number | null;
export type Row = Readonly<Record<string, Cell>>;

export interface Field {
  readonly label: MessageDescriptor;
  /** The columns the field reads; the first is the one that must have a value. */
  readonly columns: readonly string[];
  readonly show?: (row: Row) => ReactNode;
  /** Free text (a description): its table column keeps a reading width. */
  readonly wide?: boolean;
}

export const filled = (v: Cell | undefined): v is string | number =>
  v !== null && v !== undefined && String(v).trim() !== "";

/** The field of one column, named by the label table (or by the column's release name). */
export const column = (name: string, show?: (row: Row) => ReactNode): Field => ({
  label: COLUMN_LABELS[name] ?? { id: name, message: name },
  columns: [name],
  ...(show === undefined ? {} : { show }),
});

/** A number in the user's language (at most two decimals), text as it is. */
export const cellText = (v: Cell | undefined, locale: Locale): string =>
  typeof v === "number" ? formatNumber(Math.round(v * 100) / 100, locale) : String(v ?? "").trim();

/** A value and its unit column, read together (379.4 and "Kilograms": "379.4 kg", "379,4 кг"). */
export const withUnit =
  (i18n: I18n, value: string, unit: string, locale: Locale) =>
  (row: Row): string =>
    [cellText(row[value], locale), unitText(i18n, cellText(row[unit], locale))]
      .filter((p) => p !== "")
      .join(" ");

/** A code with what it means, the code kept beside it ("Amended (…) · A"). */
export function Coded(props: { readonly code: Cell | undefined; readonly meaning: string | undefined }) {
  const code = String(props.code ?? "").trim();
  if (props.meaning === undefined) return <>{code}</>;
  return (
    <>
      {props.meaning} <span className={w.muted}>· {code}</span>
    </>
  );
}

/** A coded column shown with what its code means (core reads the code, the label table words it). */
export const codedColumn = <K extends string>(
  i18n: I18n,
  name: string,
  read: (code: Cell | undefined) => K | undefined,
  words: Readonly<Record<K, MessageDescriptor>>,
): Field =>
  column(name, (row) => {
    const key = read(row[name]);
    return <Coded code={row[name]} meaning={key === undefined ? undefined : i18n._(words[key])} />;
  });

/** The release's own name of a column no field reads ("equipment_code" -> "equipment code"). */
const rawName = (name: string): string => name.replaceAll("_", " ");

/** The release columns of these rows that no field reads and that have a value somewhere. */
export const otherColumns = (
  rows: readonly Row[],
  fields: readonly Field[],
  also: readonly string[] = [],
) => {
  const read = new Set(["identifier", ...also, ...fields.flatMap((f) => f.columns)]);
  return [...new Set(rows.flatMap((r) => Object.keys(r)))].filter(
    (c) => !read.has(c) && rows.some((r) => filled(r[c])),
  );
};

/** The facts of one row: each field with a value, then the other columns under their own names. */
export const factsOf = (
  i18n: I18n,
  row: Row,
  fields: readonly Field[],
  locale: Locale,
  also: readonly string[] = [],
): (readonly [string, ReactNode])[] => [
  ...fields
    .filter((f) => filled(row[f.columns[0] as string]))
    .map((f) => [i18n._(f.label), f.show?.(row) ?? cellText(row[f.columns[0] as string], locale)] as const),
  ...otherColumns([row], fields, also).map((c) => [rawName(c), cellText(row[c], locale)] as const),
];

/** The columns of a table of rows: the fields some row fills, then the other columns by their names. */
export const tableColumnsOf = (
  i18n: I18n,
  rows: readonly Row[],
  fields: readonly Field[],
  locale: Locale,
): readonly { readonly name: string; readonly wide: boolean; readonly show: (row: Row) => ReactNode }[] => [
  ...fields
    .filter((f) => rows.some((r) => filled(r[f.columns[0] as string])))
    .map((f) => ({
      name: i18n._(f.label),
      wide: f.wide === true,
      show: (row: Row) =>
        filled(row[f.columns[0] as string])
          ? (f.show?.(row) ?? cellText(row[f.columns[0] as string], locale))
          : "",
    })),
  ...otherColumns(rows, fields).map((c) => ({
    name: rawName(c),
    wide: false,
    show: (row: Row) => cellText(row[c], locale),
  })),
];
