// The entity-resolution benchmark's generator (issue 30): companies with their truth, each written in
// several spellings of the kinds real AMS party names show, near-named different companies in other
// cities, and forwarders in the consignee field. Seeded, so a figure can be reproduced.

import type { PartyRow } from "@portolan/core";
import { type Company, makeCompanies, type Rng, rng } from "./companies.ts";
import { FORWARDER_SPELLINGS } from "./vocabulary.ts";

export const VARIANT_KINDS = [
  "canonical",
  "swap",
  "drop",
  "double",
  "replace",
  "spacing",
  "case",
  "the",
  "legal-form",
  "dba",
  "care-of",
  "branch",
  "address",
  "cut",
  "forwarder",
  "script",
] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];

export interface LabelledRow {
  readonly row: PartyRow;
  /** The company the row belongs to. */
  readonly truth: string;
  readonly kind: VariantKind;
  readonly forwarder: boolean;
}

const TYPOS = ["swap", "drop", "double", "replace"] as const;

/** One letter slip inside the firm's distinctive words (never the first letter of a word). */
const typo = (r: Rng, c: Company, kind: (typeof TYPOS)[number]): string => {
  const word = r.pick(c.distinctive.filter((w) => w.length >= 5)) ?? (c.distinctive[0] as string);
  const i = 1 + r.int(word.length - 2);
  const letters = [...word];
  if (kind === "swap") [letters[i], letters[i + 1]] = [letters[i + 1] as string, letters[i] as string];
  if (kind === "drop") letters.splice(i, 1);
  if (kind === "double") letters.splice(i, 0, letters[i] as string);
  if (kind === "replace") letters[i] = r.pick([..."AEIOURSTNLMKH"].filter((x) => x !== letters[i])) as string;
  return c.name.replace(word, letters.join(""));
};

const spelling = (
  r: Rng,
  c: Company,
  kind: VariantKind,
  forwarders: readonly Company[],
): [string, Company | null] => {
  switch (kind) {
    case "swap":
    case "drop":
    case "double":
    case "replace":
      return [typo(r, c, kind), null];
    case "spacing":
      return [
        r.pick([
          c.name.replace(" ", "  "),
          ` ${c.name.replace(/ (\S+)$/, " $1 ")}`,
          c.name.replace(/\s(\S+)$/, ",  $1"),
        ]) as string,
        null,
      ];
    case "case":
      return [c.name.toLowerCase().replace(/\b\w/g, (x) => x.toUpperCase()), null];
    case "the":
      return [`THE ${c.name}`, null];
    case "legal-form":
      return [`${c.base} ${r.pick(c.forms.filter((f) => f !== c.form)) ?? ""}`.trim(), null];
    case "dba":
      return [
        r.bool(0.5)
          ? `${r.person()} DBA ${c.name}`
          : `${r.pick(["ZENITH", "ORCHARD", "PALOMA", "VERTEX"])} HOLDINGS LLC DBA ${c.name}`,
        null,
      ];
    case "care-of": {
      const f = r.pick(forwarders) as Company;
      return [`${c.name} C/O ${r.pick(f.spellings) as string}`, r.bool(0.5) ? f : null];
    }
    case "branch": {
      const p = r.place(c.country);
      return [
        r.pick([
          `${c.name} - ${p.city} BRANCH`,
          `${c.name} (${p.state || p.city})`,
          `${c.name}, ${p.city} OFFICE`,
        ]) as string,
        r.bool(0.5) ? { ...c, place: p } : null,
      ];
    }
    case "address":
      return [`${c.name} ${c.street}${r.bool(0.4) ? ` SUITE ${100 + r.int(800)}` : ""}`, null];
    case "cut":
      return [c.name.slice(0, 35).trimEnd(), null];
    default:
      return [c.name, null];
  }
};

const KINDS: readonly VariantKind[] = VARIANT_KINDS.filter(
  (k) => !["canonical", "forwarder", "script"].includes(k),
);

/** One row in ten carries the name alone: the name must then decide by itself. */
const NAME_ONLY = 0.1;

const rowOf = (r: Rng, c: Company, name: string, count: number, at: Company | null): PartyRow => {
  const where = at ?? c;
  const p = where.place;
  const partners = c.forwarder ? Math.ceil(count * 0.8) : Math.min(count, 2 + r.int(10));
  if (r.bool(NAME_ONLY)) return { name, country: c.country, count, partners };
  return {
    name,
    country: c.country,
    address: r.bool(0.9) ? where.street : null,
    city: r.bool(0.95) ? (r.bool(0.05) ? p.city.replace(/([AEIOU])/, "") : p.city) : null,
    state: p.state !== "" && r.bool(0.9) ? p.state : null,
    zip: r.bool(0.9) ? (r.bool(0.2) && p.zip.length === 5 ? `${p.zip}-${1000 + r.int(9000)}` : p.zip) : null,
    phone: r.bool(0.55) ? (r.bool(0.5) ? where.phone : `+1 ${where.phone}`) : null,
    email: r.bool(0.4) ? where.email : null,
    count,
    partners,
  };
};

/** A labelled set: `size` companies (a third with a near-named twin elsewhere) and the forwarders. */
export const generateLabelled = (seed: number, size: number): LabelledRow[] => {
  const r = rng(seed);
  const { companies, forwarders } = makeCompanies(r, size, FORWARDER_SPELLINGS);
  const out: LabelledRow[] = [];
  for (const f of forwarders)
    for (const s of f.spellings)
      out.push({
        row: rowOf(r, f, s, 50 + r.int(400), null),
        truth: f.id,
        kind: "forwarder",
        forwarder: true,
      });
  for (const c of companies) {
    out.push({
      row: rowOf(r, c, c.name, 20 + r.int(300), null),
      truth: c.id,
      kind: "canonical",
      forwarder: false,
    });
    const variants = 2 + r.int(5);
    for (let v = 0; v < variants; v += 1) {
      let kind = r.pick(KINDS) as VariantKind;
      if (kind === "cut" && c.name.length <= 36) kind = "address";
      const [name, at] = spelling(r, c, kind, forwarders);
      out.push({ row: rowOf(r, c, name, 1 + r.int(12), at), truth: c.id, kind, forwarder: false });
    }
  }
  return out;
};
