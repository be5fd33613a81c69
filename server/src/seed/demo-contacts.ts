// The contact fields of a demo firm's party rows (spec §3 company info fields: contact, phone,
// contact email; D261): real AMS party rows carry a contact name and a communication number for
// some firms only, so one firm in three gets an e-mail at a reserved `.example` domain with a
// contact, one in three a phone number in the fictional 555-01xx range, the rest none. Chosen by the
// firm's id, not the generator's random stream, so every other generated value stays as it was.

import type { CompanyRecord } from "../reference/reference-records.ts";

const CONTACTS = ["IMPORT MANAGER", "PURCHASING DEPT", "LOGISTICS DESK", "SALES OFFICE"] as const;
const NOT_A_NAME = new Set([
  "inc",
  "llc",
  "ltd",
  "co",
  "corp",
  "gmbh",
  "sa",
  "de",
  "cv",
  "the",
  "and",
  "pvt",
  "ao",
  "ooo",
]);

/** The words of a firm's name that make its (fictional) domain: two at most, legal forms left out. */
export const demoDomain = (company: Pick<CompanyRecord, "id" | "name">): string => {
  const words = company.name
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !NOT_A_NAME.has(w))
    .slice(0, 2);
  return `${words.length === 0 ? `firm${company.id}` : words.join("-")}.example`;
};

/** The contact columns of a party row of this firm (none for a third of them). */
export const demoContact = (company: Pick<CompanyRecord, "id" | "name">): Record<string, string> => {
  const contact = CONTACTS[company.id % CONTACTS.length] as string;
  if (company.id % 3 === 0)
    return {
      contact_name: contact,
      comm_number_qualifier: "EM",
      comm_number: `trade@${demoDomain(company)}`,
    };
  if (company.id % 3 === 1)
    return {
      comm_number_qualifier: "TE",
      comm_number: `555010${String(company.id % 10_000).padStart(4, "0")}`,
    };
  return {};
};
