// The collection screen's address: the kind and tag it is filtered by live in it (shareable, back
// and forward work).
import type { CollectionKind } from "@portolan/core";

export const COLLECTION_PATH = "/shipments/collect";

export const collectionPath = (kind: CollectionKind | undefined, tag: string | undefined): string => {
  const params = new URLSearchParams();
  if (kind !== undefined) params.set("kind", kind);
  if (tag !== undefined) params.set("tag", tag);
  const query = params.toString();
  return query === "" ? COLLECTION_PATH : `${COLLECTION_PATH}?${query}`;
};
