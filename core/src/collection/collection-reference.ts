// What a collection item names, and where it opens. A bill by its id, a company by its id with the
// data sets its profile was seen over, a search by its one written form (saved-search.ts). The
// reference is what makes two saves of the same thing one item.
import { err, ok, type Result } from "../shared/result.ts";
import { readTradeQuery } from "../trade/trade-query.ts";
import type { CollectionMessageId } from "./collection-messages.ts";
import { savedSearchAddress, savedSearchQuery } from "./saved-search.ts";

export const COLLECTION_KINDS = ["bill", "company", "search"] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

export const isCollectionKind = (value: unknown): value is CollectionKind =>
  COLLECTION_KINDS.some((k) => k === value);

/** The roles a company is tracked in: its shipments as importer, or as exporter. */
export const TRACK_ROLES = ["importer", "exporter"] as const;
export type TrackRole = (typeof TRACK_ROLES)[number];

export interface ItemReference {
  readonly kind: CollectionKind;
  /** A bill's or company's id in decimal, or a search's query. */
  readonly ref: string;
  /** A company's data sets (sorted, no repeats); empty for the other kinds. */
  readonly datasets: readonly string[];
}

const ID = /^0*([1-9]\d{0,14})$/;

/** A record's or firm's id as stored (no leading zeros), or undefined when it is none. */
export const recordId = (raw: string): string | undefined => ID.exec(raw.trim())?.[1];

/** Data-set codes, comma-separated or listed: upper-cased, known shape only, sorted, no repeats. */
export const datasetList = (raw: string | readonly string[]): readonly string[] => {
  // The trade query's own reading of each data set, so a saved company opens as it was searched; an
  // entry of no known shape is left out here (a company's list, not a search to refuse).
  const parts = typeof raw === "string" ? raw.split(",") : raw;
  const known = parts.flatMap((p) => {
    const read = readTradeQuery({ datasets: p });
    return read.ok ? read.value.datasets : [];
  });
  return [...new Set(known)].sort();
};

/** The reference of a thing to save, written one way, or why it cannot be saved. */
export const checkReference = (
  kind: CollectionKind,
  ref: string,
  datasets: string | readonly string[] = [],
): Result<ItemReference, CollectionMessageId> => {
  const invalid = err("collection.reference.invalid" as const);
  if (kind === "search") {
    const query = savedSearchQuery(ref);
    return query === undefined ? invalid : ok({ kind, ref: query, datasets: [] });
  }
  const id = recordId(ref);
  if (id === undefined) return invalid;
  if (kind === "bill") return ok({ kind, ref: id, datasets: [] });
  const sets = datasetList(datasets);
  return sets.length === 0 ? invalid : ok({ kind, ref: id, datasets: sets });
};

/**
 * What tells two saves of a kind apart: a bill's or company's id (a company seen over other data
 * sets is the same company), a search's written form; undefined when `ref` names nothing.
 */
export const referenceKey = (kind: CollectionKind, ref: string): string | undefined =>
  kind === "search" ? savedSearchQuery(ref) : recordId(ref);

/** The console screen an item opens (D204's addresses). */
export const collectionAddress = (item: ItemReference): string => {
  if (item.kind === "search") return savedSearchAddress(item.ref);
  if (item.kind === "bill") return `/shipments/bill?id=${item.ref}`;
  return `/shipments/company?id=${item.ref}&datasets=${encodeURIComponent(item.datasets.join(","))}`;
};
