// The one-click unsubscribe link's token (issue 16): the tracked item's id and an HMAC of it under
// the database's own key (migration 014), so a link cannot be made for another item and every
// process on the database (the provider, the importer) signs alike (D234).
import { createHmac, timingSafeEqual } from "node:crypto";

const signature = (key: Uint8Array, itemId: number): string =>
  createHmac("sha256", key).update(`unsubscribe:${itemId}`).digest("base64url").slice(0, 32);

export const unsubscribeToken = (key: Uint8Array, itemId: number): string =>
  `${itemId}.${signature(key, itemId)}`;

/** The item a token names, or undefined for a token that is malformed or not ours. */
export const readUnsubscribeToken = (key: Uint8Array, token: string): number | undefined => {
  const m = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (m === null) return undefined;
  const id = Number(m[1]);
  const expected = Buffer.from(signature(key, id));
  const given = Buffer.from(m[2] as string);
  return timingSafeEqual(expected, given) ? id : undefined;
};
