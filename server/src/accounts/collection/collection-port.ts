// "My collection", recent searches and tracked companies (issue 15): what the collection area keeps
// per account. Every read and write names the account, so one account never reaches another's rows.
import type { CollectionKind } from "@portolan/core";

export interface StoredItem {
  readonly id: number;
  readonly accountId: number;
  readonly kind: CollectionKind;
  readonly ref: string;
  readonly datasets: readonly string[];
  readonly title: string | null;
  readonly note: string;
  readonly tags: readonly string[];
  readonly createdAt: number;
  readonly updatedAt: number;
}

export type NewItem = Omit<StoredItem, "id" | "createdAt" | "updatedAt"> & { readonly at: number };

export interface ItemFilter {
  readonly kind?: CollectionKind;
  readonly tag?: string;
  readonly ref?: string;
}

export type Added<T> = { readonly kind: "added" | "existing"; readonly value: T } | { readonly kind: "full" };

export interface CollectionStore {
  /** Saves the item unless the account has its kind and reference already, within `limit` items. */
  readonly add: (item: NewItem, limit: number) => Promise<Added<StoredItem>>;
  /** The account's items that pass the filter, newest first. */
  readonly list: (accountId: number, filter: ItemFilter) => Promise<readonly StoredItem[]>;
  readonly count: (accountId: number) => Promise<number>;
  /** Every tag of the account's items with how many carry it, most used first, then by name. */
  readonly tags: (accountId: number) => Promise<readonly { tag: string; items: number }[]>;
  readonly update: (
    accountId: number,
    id: number,
    change: { note: string; tags: readonly string[]; at: number },
  ) => Promise<StoredItem | undefined>;
  /** False when the account has no such item. */
  readonly remove: (accountId: number, id: number) => Promise<boolean>;
}

export interface StoredSearch {
  readonly query: string;
  readonly searchedAt: number;
  readonly total: number;
  readonly totalExact: boolean;
}

export interface RecentSearchStore {
  /** Puts the search on top (once), and keeps the account's newest `keep`. */
  readonly record: (accountId: number, search: StoredSearch, keep: number) => Promise<void>;
  readonly list: (accountId: number) => Promise<readonly StoredSearch[]>;
}
