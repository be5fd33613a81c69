// The result table's columns the user chooses (issue 15 "a table with the columns users choose"):
// the date always (it opens the shipment), the others shown or hidden from the Columns menu, the
// choice kept in this browser (adapters' storage port over localStorage) so that it survives a reload.
import { type KeyValueStorage, webStorage } from "@portolan/adapters";

export const RESULT_COLUMNS = [
  "importer",
  "exporter",
  "hsCode",
  "goods",
  "weight",
  "value",
  "route",
  "dataset",
  "loadingPort",
  "unloadingPort",
  "carrier",
] as const;
export type ResultColumn = (typeof RESULT_COLUMNS)[number];

/** What a first visit shows: the old table's columns, and the data set (several may be searched). */
export const DEFAULT_COLUMNS: readonly ResultColumn[] = [
  "importer",
  "exporter",
  "hsCode",
  "goods",
  "weight",
  "value",
  "route",
  "dataset",
];

export const COLUMNS_STORAGE_KEY = "portolan.search.columns";

const isColumn = (value: unknown): value is ResultColumn => RESULT_COLUMNS.some((c) => c === value);

/** The stored choice in table order; the defaults when nothing (or nothing readable) is stored. */
export const readColumns = (stored: string | undefined): readonly ResultColumn[] => {
  if (stored === undefined) return DEFAULT_COLUMNS;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return DEFAULT_COLUMNS;
    return RESULT_COLUMNS.filter((c) => parsed.includes(c) && isColumn(c));
  } catch {
    return DEFAULT_COLUMNS;
  }
};

export const writeColumns = (columns: Iterable<ResultColumn>): string => {
  const chosen = new Set(columns);
  return JSON.stringify(RESULT_COLUMNS.filter((c) => chosen.has(c)));
};

const localArea = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** Where the choice is kept: this browser's localStorage (nothing kept where it is refused). */
export const columnsStorage = (): KeyValueStorage => webStorage(localArea());

/** The columns as the address writes them: comma-separated, in table order ("" for none). */
export const columnsParam = (columns: Iterable<ResultColumn>): string => {
  const chosen = new Set(columns);
  return RESULT_COLUMNS.filter((c) => chosen.has(c)).join(",");
};

/** The address's columns in table order, or undefined when it names none (the stored choice then). */
export const columnsOfParam = (value: string | null | undefined): readonly ResultColumn[] | undefined => {
  if (value === null || value === undefined) return undefined;
  const named = value.split(",");
  return RESULT_COLUMNS.filter((c) => named.includes(c));
};
