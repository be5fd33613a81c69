// Keys for the data API (issue 14 §3): a signed-in user creates and revokes them on the account
// page; a call with a key carries its account's entitlements, within a per-key rate.

/** Every key starts so, to be recognised (and found by secret scanners) as Portolan's. */
export const API_KEY_PREFIX = "ptl_";
/** Random part: 32 URL-safe characters (24 random bytes). */
const API_KEY = /^ptl_[A-Za-z0-9_-]{32}$/;

export const isApiKeyShape = (value: string): boolean => API_KEY.test(value);

/** The part of a key shown in lists after creation (the key itself is shown once). */
export const apiKeyHint = (key: string): string => `${key.slice(0, API_KEY_PREFIX.length + 4)}…`;

export const MAX_API_KEYS_PER_ACCOUNT = 10;
/** Calls one key may make in any 60 seconds. */
export const API_KEY_CALLS_PER_MINUTE = 60;
/**
 * Data calls one signed-in account may make in any 60 seconds (D334): far above what a person does
 * in the console (a search asks two or three calls), a bound on a script that borrows a session.
 */
export const SESSION_DATA_CALLS_PER_MINUTE = 600;
/** Days of calls per key the open platform page shows (D335), today included. */
export const API_KEY_USAGE_DAYS = 30;
/** How long a caller over a per-minute limit is told to wait (Retry-After): the window at most. */
export const RATE_WINDOW_SECONDS = 60;
export const API_KEY_NAME_MAX = 60;

export type ApiKeyNameIssue = "apiKeys.name.required" | "apiKeys.name.tooLong";

/** The label a user gives a key: trimmed, 1 to 60 characters. */
export const checkApiKeyName = (
  raw: string,
): { ok: true; value: string } | { ok: false; issue: ApiKeyNameIssue } => {
  const value = raw.trim();
  if (value === "") return { ok: false, issue: "apiKeys.name.required" };
  if ([...value].length > API_KEY_NAME_MAX) return { ok: false, issue: "apiKeys.name.tooLong" };
  return { ok: true, value };
};
