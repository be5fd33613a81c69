// The data calls (issue 14 §3): the tags whose calls an API key opens and whose callers are held to
// a per-minute rate, keys and sessions alike (D334). The account and admin calls are neither.

export const DATA_CALL_TAGS: readonly string[] = ["trade", "stats"];

export const isDataCallTag = (tag: string): boolean => DATA_CALL_TAGS.includes(tag);
