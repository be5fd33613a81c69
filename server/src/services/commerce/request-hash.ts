// The fingerprint of a request body under an idempotency key: SHA-256 of its JSON with the keys of
// every object sorted, so the same body always hashes the same, whatever its key order.

import { createHash } from "node:crypto";

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
};

export const requestHash = (body: unknown): string =>
  createHash("sha256")
    .update(JSON.stringify(canonical(body)) ?? "")
    .digest("hex");
