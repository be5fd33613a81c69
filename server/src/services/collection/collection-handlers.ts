// "My collection" (issue 15): bills, companies and searches a user saves, with a note and tags, per
// account. The rules (references, notes, tags, titles, the screen each item opens) are core's; a
// refusal carries core's message id, never a 500. Saving a thing twice answers the item saved.
import {
  COLLECTION_MAX_ITEMS,
  checkNote,
  checkReference,
  checkTags,
  collectionAddress,
  DESIGNED_CODES,
  ERROR_CODES,
  isCollectionKind,
  itemTitle,
  normaliseTag,
  referenceKey,
} from "@portolan/core";
import type { CollectionStore, ItemFilter, StoredItem } from "../../accounts/collection/collection-port.ts";
import type { Handlers } from "../../http/handler.ts";
import { emptySuccess, failure, success } from "../../http/reply.ts";

export type CollectionHandlers = Pick<
  Handlers,
  "collectionItems" | "addCollectionItem" | "updateCollectionItem" | "removeCollectionItem"
>;

export const itemView = (item: StoredItem) => ({
  id: item.id,
  kind: item.kind,
  ref: item.ref,
  datasets: [...item.datasets],
  ...(item.title === null ? {} : { title: item.title }),
  note: item.note,
  tags: [...item.tags],
  address: collectionAddress(item),
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

const refused = (messageId: string) => failure(ERROR_CODES.WRONG_PARAMETERS, messageId);
const unknownItem = failure(DESIGNED_CODES.COLLECTION_UNKNOWN_ITEM, "errors.collection.unknownItem");

/** The list's filter from the query; undefined when it asks for a reference that names nothing. */
const filterOf = (query: { kind?: string; tag?: string; ref?: string }): ItemFilter | undefined => {
  const kind = isCollectionKind(query.kind) ? query.kind : undefined;
  const tag = query.tag === undefined ? "" : normaliseTag(query.tag);
  let filter: ItemFilter = { ...(kind === undefined ? {} : { kind }), ...(tag === "" ? {} : { tag }) };
  if (kind !== undefined && query.ref !== undefined) {
    const ref = referenceKey(kind, query.ref);
    if (ref === undefined) return undefined;
    filter = { ...filter, ref };
  }
  return filter;
};

export const collectionHandlers = (store: CollectionStore): CollectionHandlers => ({
  collectionItems: async ({ query }, ctx) => {
    const accountId = ctx.caller?.accountId ?? 0;
    const filter = filterOf(query);
    const items = filter === undefined ? [] : await store.list(accountId, filter);
    return success({
      items: items.map(itemView),
      tags: [...(await store.tags(accountId))],
      total: await store.count(accountId),
      limit: COLLECTION_MAX_ITEMS,
    });
  },
  addCollectionItem: async ({ body }, ctx) => {
    const reference = checkReference(body.kind, body.ref, body.datasets ?? "");
    if (!reference.ok) return refused(reference.error);
    const note = checkNote(body.note ?? "");
    if (!note.ok) return refused(note.error);
    const tags = checkTags(body.tags ?? []);
    if (!tags.ok) return refused(tags.error);
    const saved = await store.add(
      {
        accountId: ctx.caller?.accountId ?? 0,
        ...reference.value,
        title: itemTitle(body.title) ?? null,
        note: note.value,
        tags: tags.value,
        at: ctx.now,
      },
      COLLECTION_MAX_ITEMS,
    );
    if (saved.kind === "full") return failure(DESIGNED_CODES.COLLECTION_FULL, "errors.collection.full");
    return success({ item: itemView(saved.value), added: saved.kind === "added" });
  },
  updateCollectionItem: async ({ body }, ctx) => {
    const note = checkNote(body.note);
    if (!note.ok) return refused(note.error);
    const tags = checkTags(body.tags);
    if (!tags.ok) return refused(tags.error);
    const changed = await store.update(ctx.caller?.accountId ?? 0, body.id, {
      note: note.value,
      tags: tags.value,
      at: ctx.now,
    });
    return changed === undefined ? unknownItem : success(itemView(changed));
  },
  removeCollectionItem: async ({ body }, ctx) =>
    (await store.remove(ctx.caller?.accountId ?? 0, body.id)) ? emptySuccess() : unknownItem,
});
