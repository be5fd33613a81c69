// A firm's info fields as its own bills give them (spec §3 "Company info fields: … address, phone,
// contact, contact email … — show those the data supports"; decision D221): the AMS party rows where
// the firm is consignee or shipper carry address lines, city, state or province, zip, country, a
// contact name and a communication number. The newest row that has an address gives the whole
// address (lines from two bills are never mixed); the contact and each kind of number come from
// the newest row that has one.

/** One party row of one of the firm's bills (a consignee or shipper row, columns as released). */
export interface PartyRowSeen {
  /** The bill's date, yyyy-MM-dd. */
  readonly date: string;
  readonly table: "consignee" | "shipper" | "notifyparty";
  readonly row: Readonly<Record<string, string | number | null | undefined>>;
}

export interface CompanyInfo {
  readonly addressLines?: readonly string[];
  readonly city?: string;
  readonly stateProvince?: string;
  readonly zip?: string;
  /** ISO 3166 alpha-2 of the address. */
  readonly addressCountry?: string;
  /** The date of the bill the address was read from. */
  readonly addressDate?: string;
  readonly contactName?: string;
  readonly phone?: string;
  readonly email?: string;
  readonly fax?: string;
}

const PREFIX = { consignee: "consignee", shipper: "shipper", notifyparty: "notify" } as const;

const clean = (v: string | number | null | undefined): string | undefined => {
  if (v === null || v === undefined) return undefined;
  const t = String(v).replace(/\s+/g, " ").trim();
  return t === "" ? undefined : t;
};

export type CommKind = "phone" | "email" | "fax";

/**
 * What a communication number is: by its AMS qualifier (TE telephone, EM e-mail, FX fax), else by
 * its shape (an @ is an e-mail, six or more digits a telephone); undefined when it is neither.
 */
export const commKindOf = (qualifier: string | undefined, value: string): CommKind | undefined => {
  const q = qualifier?.trim().toUpperCase();
  if (q === "TE") return "phone";
  if (q === "EM") return "email";
  if (q === "FX") return "fax";
  if (value.includes("@")) return "email";
  return value.replace(/\D/g, "").length >= 6 ? "phone" : undefined;
};

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The info fields of a firm from its party rows, newest first; fields no row has are left out. */
export const companyInfoOf = (rows: readonly PartyRowSeen[]): CompanyInfo => {
  const info: Mutable<CompanyInfo> = {};
  for (const { date, table, row } of rows) {
    const prefix = PREFIX[table];
    const lines = [1, 2, 3, 4]
      .map((n) => clean(row[`${prefix}_address_${n}`]))
      .filter((l) => l !== undefined);
    const city = clean(row.city);
    if (info.addressDate === undefined && (lines.length > 0 || city !== undefined)) {
      info.addressDate = date;
      if (lines.length > 0) info.addressLines = lines;
      if (city !== undefined) info.city = city;
      const state = clean(row.state_province);
      if (state !== undefined) info.stateProvince = state;
      const zip = clean(row.zip_code);
      if (zip !== undefined) info.zip = zip;
      const country = clean(row.country_code)?.toUpperCase();
      if (country !== undefined && /^[A-Z]{2}$/.test(country)) info.addressCountry = country;
    }
    const contact = clean(row.contact_name);
    if (info.contactName === undefined && contact !== undefined) info.contactName = contact;
    const comm = clean(row.comm_number);
    if (comm === undefined) continue;
    const kind = commKindOf(clean(row.comm_number_qualifier), comm);
    if (kind !== undefined && info[kind] === undefined) info[kind] = comm;
  }
  return info;
};
