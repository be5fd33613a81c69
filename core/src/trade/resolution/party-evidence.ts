// The evidence on an AMS party row besides its name (issue 30): address, city, state, zip, phone and
// e-mail, each folded to the form in which two rows of one firm agree.

import { normaliseText } from "../text-normalise.ts";

/** One distinct party row: a spelling with the address it came with, and how many bill sides use it. */
export interface PartyRow {
  readonly name: string;
  /** ISO 3166 alpha-2 of the party, "" when the source leaves it out. */
  readonly country: string;
  readonly address?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly zip?: string | null;
  readonly phone?: string | null;
  readonly email?: string | null;
  /** Bill sides (shipper or consignee) that carry this row. */
  readonly count: number;
  /** Distinct counterparties of the row (shippers of a consignee), when known: a forwarder's sign. */
  readonly partners?: number;
}

export interface PartyEvidence {
  readonly street: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  /** The e-mail's domain when it is a firm's own (not a free mail service). */
  readonly domain: string | null;
}

// biome-ignore format: a word list
const FREE_MAIL = new Set([
  "gmail.com", "yahoo.com", "hotmail.com", "outlook.com", "aol.com", "icloud.com", "live.com", "msn.com", "163.com",
  "126.com", "qq.com", "sina.com", "yeah.net", "mail.ru", "yandex.ru", "gmx.de", "web.de", "hotmail.co.uk",
  "yahoo.com.cn", "naver.com", "rediffmail.com", "comcast.net",
]);

const present = (v: string | null | undefined): string | null => {
  const t = v === null || v === undefined ? "" : normaliseText(v);
  return t === "" ? null : t;
};

/** The first five characters of a zip without spaces ("90210-1234" → "90210"; "SW1A 1AA" → "sw1a1"). */
const zipOf = (zip: string | null | undefined) => present(zip)?.replace(/ /g, "").slice(0, 5) ?? null;

/** The last seven digits: one number written with or without its country and area codes. */
const phoneOf = (phone: string | null | undefined) => {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 7 ? digits.slice(-7) : null;
};

/** The house number and first word of the street ("123 N. Main Street" → "123 n"). */
const streetOf = (address: string | null | undefined) => {
  const words = present(address)?.split(" ") ?? [];
  const at = words.findIndex((w) => /\d/.test(w));
  return at < 0 ? present(address) : words.slice(at, at + 2).join(" ");
};

export const partyEvidence = (row: PartyRow): PartyEvidence => {
  const email = row.email?.trim().toLowerCase() || null;
  const domain = email?.split("@")[1] ?? null;
  return {
    street: streetOf(row.address),
    city: present(row.city)?.replace(/ /g, "") ?? null,
    state: present(row.state),
    zip: zipOf(row.zip),
    phone: phoneOf(row.phone),
    email: email?.includes("@") ? email : null,
    domain: domain !== null && !FREE_MAIL.has(domain) ? domain : null,
  };
};
