// The collection's writes, each followed by asking again every read of the collection or of the
// tracked companies (the list with any filter, a page's "saved?" look-up, the dashboard), so every
// screen shows the change.
import type { CollectionItem } from "@portolan/contracts";
import { queryCache } from "@portolan/kit/data/queries.ts";
import { consoleCall } from "../../auth/console-client.ts";

/** Every cached read of these calls (the query layer files a call under its name and request). */
const refresh = (...names: readonly string[]): void =>
  queryCache.revalidateKeys((key) => names.some((name) => key.startsWith(`${name}{`)));

export interface NewItem {
  readonly kind: CollectionItem["kind"];
  readonly ref: string;
  readonly datasets?: string;
  readonly title?: string;
  readonly note?: string;
  readonly tags?: readonly string[];
}

export const saveItem = async (item: NewItem, handles?: readonly number[]) => {
  const result = await consoleCall(
    "addCollectionItem",
    { body: { ...item, ...(item.tags === undefined ? {} : { tags: [...item.tags] }) } },
    handles === undefined ? {} : { handles },
  );
  if (result.ok) refresh("collectionItems");
  return result;
};

/** An item saved again as it was (the "undo" of a removal): its reference, title, note and tags. */
export const restoreItem = (item: CollectionItem) =>
  saveItem({
    kind: item.kind,
    ref: item.ref,
    datasets: item.datasets.join(","),
    ...(item.title === undefined ? {} : { title: item.title }),
    note: item.note,
    tags: item.tags,
  });

export const removeItem = async (id: number) => {
  const result = await consoleCall("removeCollectionItem", { body: { id } });
  if (result.ok) refresh("collectionItems");
  return result;
};

/** A note and tags changed; a refusal (a bad tag, a note too long) is the caller's to show. */
export const updateItem = async (id: number, note: string, tags: readonly string[]) => {
  const result = await consoleCall(
    "updateCollectionItem",
    { body: { id, note, tags: [...tags] } },
    { handles: true },
  );
  if (result.ok) refresh("collectionItems");
  return result;
};

export const setTracking = async (
  company: { readonly companyId: number; readonly datasets: string; readonly name: string },
  role: "importer" | "exporter",
  on: boolean,
) => {
  const result = on
    ? await consoleCall("trackCompany", { body: { ...company, role } })
    : await consoleCall("untrackCompany", { body: { companyId: company.companyId, role } });
  if (result.ok) refresh("trackedCompanies");
  return result;
};
