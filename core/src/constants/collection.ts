// Limits of "My collection", recent searches and tracked companies (issue 15). The spec names none;
// these are designed here (docs/decisions.md D213) and every refusal names its limit.

/** Items (bills, companies and searches together) one account may keep in its collection. */
export const COLLECTION_MAX_ITEMS = 1_000;
/** Characters of an item's note. */
export const COLLECTION_NOTE_MAX = 2_000;
/** Characters of an item's title (a firm's name, a shipment's goods): longer ones are cut. */
export const COLLECTION_TITLE_MAX = 200;
/** Characters of one tag. */
export const COLLECTION_TAG_MAX = 32;
/** Tags on one item. */
export const COLLECTION_TAGS_PER_ITEM = 10;
/** The console's shipment searches kept per account, newest first. */
export const RECENT_SEARCHES_KEPT = 20;
/** Companies one account may track (as importer and as exporter count apart). */
export const TRACKED_COMPANIES_MAX = 200;
/** Saved searches one account may track for alerts (D232). */
export const TRACKED_SEARCHES_MAX = 200;
/** Alerts the console's list shows, newest first. */
export const ALERTS_LISTED = 200;
