// A party row's evidence besides its name (issue 30), as the trade store keeps it beside each bill:
// address, city, state, zip, phone and e-mail from the AMS consignee or shipper row, packed in one
// text column so the resolver can read distinct (name, contact) rows with their counts in one query.

import { commKindOf } from "../company-info.ts";
import type { PartyRow } from "./party-evidence.ts";

export type PartyContact = Pick<PartyRow, "address" | "city" | "state" | "zip" | "phone" | "email">;

const FIELDS = ["address", "city", "state", "zip", "phone", "email"] as const;

const lines = (p: string) => [1, 2, 3, 4].map((n) => `${p}_address_${n}`);
const ADDRESS_COLUMNS = { consignee: lines("consignee"), shipper: lines("shipper"), notify: lines("notify") };

// Read for every side of every bill an import loads (6M at 3M bills): the whitespace is collapsed
// only where there is some to collapse.
const clean = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const t = (typeof v === "string" ? v : String(v)).trim();
  if (t === "") return null;
  return /\s\s|[\t\n\r\f\v\u00a0]/.test(t) ? t.replace(/\s+/g, " ") : t;
};

/** The contact of an AMS party row (consignee, shipper or notify; prefix as in ams-layout.ts). */
export const partyContactOf = (
  row: Readonly<Record<string, unknown>> | undefined,
  prefix: "consignee" | "shipper" | "notify",
): PartyContact | null => {
  if (row === undefined) return null;
  let address = "";
  for (const column of ADDRESS_COLUMNS[prefix]) {
    const line = clean(row[column]);
    if (line !== null) address = address === "" ? line : `${address} ${line}`;
  }
  const comm = clean(row.comm_number);
  const kind = comm === null ? undefined : commKindOf(clean(row.comm_number_qualifier) ?? undefined, comm);
  const contact: PartyContact = {
    address: address === "" ? null : address,
    city: clean(row.city),
    state: clean(row.state_province),
    zip: clean(row.zip_code),
    phone: kind === "phone" ? comm : null,
    email: kind === "email" ? comm : null,
  };
  return FIELDS.some((f) => contact[f] !== null) ? contact : null;
};

/** The packed form the stores keep (null for no contact); the inverse of unpackContact. */
export const packContact = (contact: PartyContact | null): string | null =>
  contact === null || FIELDS.every((f) => (contact[f] ?? null) === null)
    ? null
    : JSON.stringify(FIELDS.map((f) => contact[f] ?? null));

export const unpackContact = (packed: string | null | undefined): PartyContact => {
  if (packed === null || packed === undefined || packed === "") return {};
  try {
    const values = JSON.parse(packed) as unknown;
    if (!Array.isArray(values)) return {};
    return Object.fromEntries(FIELDS.map((f, i) => [f, typeof values[i] === "string" ? values[i] : null]));
  } catch {
    return {};
  }
};
