// Designed here (issue 15): "My collection" (saved shipments, companies and searches with notes and
// tags), the console's recent searches, tracked companies, and the data sets a user owns with their
// dates (the dashboard). Each belongs to the signed-in account alone: a sub-account has its own, and
// a main account does not see its sub-accounts'. The checks (tags, notes, references) are core's.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { EmptyEnvelope, Envelope } from "../envelope.ts";
import { Count, EpochMillis, IsoDate, LineText, LongText } from "../primitives.ts";

export const CollectionKindSchema = Schema.Literals(["bill", "company", "search"]);
export const TrackRoleSchema = Schema.Literals(["importer", "exporter"]);
/** A tracked item's alerts: a mail each time a check finds new shipments, or one digest a day. */
export const AlertCadenceSchema = Schema.Literals(["instant", "daily"]);
/** Tags as typed: core folds, merges and checks them (a refusal names the rule broken). */
const TypedTags = Schema.Array(LineText).check(Schema.isMaxLength(100));

export const CollectionItem = Schema.Struct({
  id: Count,
  kind: CollectionKindSchema,
  /** A shipment's or company's id, or a search's query in its one written form. */
  ref: Schema.String,
  /** A company's data sets (its profile is shown over them); empty for the other kinds. */
  datasets: Schema.Array(Schema.String),
  /** What the item is shown by (a firm's name, a shipment's goods); a search is described by its query. */
  title: Schema.optionalKey(Schema.String),
  note: Schema.String,
  tags: Schema.Array(Schema.String),
  /** The console screen the item opens. */
  address: Schema.String,
  createdAt: EpochMillis,
  updatedAt: EpochMillis,
}).annotate({ identifier: "CollectionItem" });
export type CollectionItem = typeof CollectionItem.Type;

export const TagCount = Schema.Struct({ tag: Schema.String, items: Count }).annotate({
  identifier: "TagCount",
});

export const collectionItems = defineEndpoint({
  name: "collectionItems",
  method: "GET",
  host: "provider",
  path: "/console/collection",
  encoding: "query",
  request: {
    query: Schema.Struct({
      /** bill, company or search; anything else lists every kind. */
      kind: Schema.optionalKey(LineText),
      /** Only the items with this tag (folded as tags are). */
      tag: Schema.optionalKey(LineText),
      /** Only the item of this reference (with `kind`): whether a thing is saved already. */
      ref: Schema.optionalKey(LongText),
    }),
  },
  response: Envelope(
    Schema.Struct({
      /** Newest first. */
      items: Schema.Array(CollectionItem),
      /** Every tag of the account's items with how many items carry it, most used first. */
      tags: Schema.Array(TagCount),
      /** All the account's items, and how many it may keep. */
      total: Count,
      limit: Count,
    }),
  ),
  requiresSession: true,
  summary: "The account's saved shipments, companies and searches",
  tag: "collection",
  origin: "designed",
});

export const addCollectionItem = defineEndpoint({
  name: "addCollectionItem",
  method: "POST",
  host: "provider",
  path: "/console/collection",
  encoding: "json",
  request: {
    body: Schema.Struct({
      kind: CollectionKindSchema,
      ref: LongText,
      /** A company's data sets, comma-separated. */
      datasets: Schema.optionalKey(LongText),
      title: Schema.optionalKey(LongText),
      note: Schema.optionalKey(LongText),
      tags: Schema.optionalKey(TypedTags),
    }),
  },
  response: Envelope(Schema.Struct({ item: CollectionItem, added: Schema.Boolean })),
  requiresSession: true,
  summary: "Save a shipment, a company or a search (saving it again answers the item saved)",
  description:
    "Codes: 10001 a reference that names nothing, a note or a tag the rules refuse (data.messageId); 55001 the collection is full.",
  tag: "collection",
  origin: "designed",
});

export const updateCollectionItem = defineEndpoint({
  name: "updateCollectionItem",
  method: "POST",
  host: "provider",
  path: "/console/collection/update",
  encoding: "json",
  request: { body: Schema.Struct({ id: Count, note: LongText, tags: TypedTags }) },
  response: Envelope(CollectionItem),
  requiresSession: true,
  summary: "Change an item's note and tags",
  description: "Codes: 10001 a note or a tag the rules refuse (data.messageId); 55002 no such item.",
  tag: "collection",
  origin: "designed",
});

export const removeCollectionItem = defineEndpoint({
  name: "removeCollectionItem",
  method: "POST",
  host: "provider",
  path: "/console/collection/remove",
  encoding: "json",
  request: { body: Schema.Struct({ id: Count }) },
  response: EmptyEnvelope,
  requiresSession: true,
  summary: "Remove an item from the collection",
  description: "Codes: 55002 no such item (removed already).",
  tag: "collection",
  origin: "designed",
});

export const RecentSearch = Schema.Struct({
  /** The search's one written form: it opens as /shipments/search?{query}. */
  query: Schema.String,
  searchedAt: EpochMillis,
  /** What the search found when it was last run. */
  total: Count,
  totalExact: Schema.Boolean,
}).annotate({ identifier: "RecentSearch" });
export type RecentSearch = typeof RecentSearch.Type;

export const recentSearches = defineEndpoint({
  name: "recentSearches",
  method: "GET",
  host: "provider",
  path: "/console/searches/recent",
  encoding: "none",
  request: {},
  response: Envelope(Schema.Struct({ searches: Schema.Array(RecentSearch) })),
  requiresSession: true,
  summary: "The account's latest shipment searches in the console, newest first",
  tag: "collection",
  origin: "designed",
});

export const TrackedCompany = Schema.Struct({
  /** The tracked item (its cadence is set by it). */
  id: Count,
  companyId: Count,
  role: TrackRoleSchema,
  name: Schema.String,
  datasets: Schema.Array(Schema.String),
  cadence: AlertCadenceSchema,
  /** When tracking began. */
  since: EpochMillis,
  address: Schema.String,
}).annotate({ identifier: "TrackedCompany" });
export type TrackedCompany = typeof TrackedCompany.Type;

export const trackedCompanies = defineEndpoint({
  name: "trackedCompanies",
  method: "GET",
  host: "provider",
  path: "/console/tracking",
  encoding: "none",
  request: {},
  response: Envelope(Schema.Struct({ companies: Schema.Array(TrackedCompany), limit: Count })),
  requiresSession: true,
  summary: "The companies the account tracks, newest first",
  tag: "collection",
  origin: "designed",
});

const TrackKey = { companyId: Count, role: TrackRoleSchema };

export const trackCompany = defineEndpoint({
  name: "trackCompany",
  method: "POST",
  host: "provider",
  path: "/console/tracking",
  encoding: "json",
  request: {
    body: Schema.Struct({
      ...TrackKey,
      datasets: LongText,
      name: LongText,
      /** Instant for a new item when absent; given again, it changes the cadence (absent: unchanged). */
      cadence: Schema.optionalKey(AlertCadenceSchema),
    }),
  },
  response: Envelope(Schema.Struct({ company: TrackedCompany, added: Schema.Boolean })),
  requiresSession: true,
  summary:
    "Track a company as importer or as exporter, with its alerts' cadence (tracking it again sets only the cadence)",
  description: "Codes: 10001 no data set or no name (data.messageId); 55003 too many companies tracked.",
  tag: "collection",
  origin: "designed",
});

export const untrackCompany = defineEndpoint({
  name: "untrackCompany",
  method: "POST",
  host: "provider",
  path: "/console/tracking/untrack",
  encoding: "json",
  request: { body: Schema.Struct(TrackKey) },
  response: EmptyEnvelope,
  requiresSession: true,
  summary: "Stop tracking a company in a role (answered alike when it was not tracked)",
  tag: "collection",
  origin: "designed",
});

export const DatasetCoverage = Schema.Struct({
  dataset: Schema.String,
  /** Shipments loaded. */
  records: Count,
  /** The oldest and newest shipment's date; absent when none is loaded (D193). */
  firstDate: Schema.optionalKey(IsoDate),
  lastDate: Schema.optionalKey(IsoDate),
}).annotate({ identifier: "DatasetCoverage" });
export type DatasetCoverage = typeof DatasetCoverage.Type;

export const datasetCoverage = defineEndpoint({
  name: "datasetCoverage",
  method: "GET",
  host: "provider",
  path: "/console/datasets/coverage",
  encoding: "none",
  request: {},
  response: Envelope(Schema.Struct({ datasets: Schema.Array(DatasetCoverage) })),
  requiresSession: true,
  summary: "The customs data sets the caller owns, with their shipments and first and last dates",
  tag: "collection",
  origin: "designed",
});
