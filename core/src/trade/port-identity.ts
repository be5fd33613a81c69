// One port under every code a release may name it by (issue 31 "real port codes"; D317): the rows of
// the port tables that share a UN/LOCODE are one port (CNSHA ≡ CNSGH), with its US customs code
// (Schedule K or D). A customs code several ports share (Schedule K's "other ports" codes) names
// each of them, but places none: it is shown as written.
import type { Locale } from "../locale/locale.ts";
import { portCodeCountry } from "./port-codes.ts";

/** The languages a port may be named in besides English (port-local-names.ts). */
export type PortNameLocale = Exclude<Locale, "en">;

export type PortLocalNames = { readonly [L in PortNameLocale]?: string };

/** A row of a port table, its codes already normalised (port-codes.ts). */
export interface PortRow {
  /** Its UN/LOCODEs, the table's main one first. */
  readonly unlocodes: readonly string[];
  /** Its CBP Schedule K or D code, if any. */
  readonly customs?: string;
  readonly name: string;
  /** Other names the table gives (a city, an alias). */
  readonly otherNames: readonly string[];
  readonly latitude?: number;
  readonly longitude?: number;
}

export interface PortIdentity {
  /** The main UN/LOCODE: the first of the first row that names the port. */
  readonly code: string;
  /** Every code of the port: its UN/LOCODEs, then its customs codes. */
  readonly codes: readonly string[];
  readonly name: string;
  readonly otherNames: readonly string[];
  /** Its names in Chinese and Russian where a table gives them (port-local-names.ts); else absent. */
  readonly localNames?: PortLocalNames;
  /** ISO 3166 alpha-2, from the main UN/LOCODE. */
  readonly country?: string;
  readonly latitude?: number;
  readonly longitude?: number;
}

export interface PortCatalogue {
  readonly ports: readonly PortIdentity[];
  /** The ports each code names (one, or several for a shared customs code). */
  readonly byCode: ReadonlyMap<string, readonly PortIdentity[]>;
}

interface Draft {
  unlocodes: string[];
  customs: string[];
  name: string;
  otherNames: string[];
  latitude?: number;
  longitude?: number;
}

const addNew = (list: string[], items: readonly string[]) => {
  for (const item of items) if (item !== "" && !list.includes(item)) list.push(item);
};

/** Rows that share a UN/LOCODE become one port; the first row gives its name and main code. */
export const buildPortCatalogue = (rows: readonly PortRow[]): PortCatalogue => {
  const drafts: Draft[] = [];
  const byLocode = new Map<string, Draft>();
  for (const row of rows) {
    const found = [...new Set(row.unlocodes.map((c) => byLocode.get(c)).filter((d) => d !== undefined))].sort(
      (a, b) => drafts.indexOf(a) - drafts.indexOf(b),
    );
    const draft = found[0] ?? { unlocodes: [], customs: [], name: row.name, otherNames: [] };
    if (found.length === 0) drafts.push(draft);
    // A row joining two ports seen apart makes them one.
    for (const other of found.slice(1)) {
      addNew(draft.unlocodes, other.unlocodes);
      addNew(draft.customs, other.customs);
      addNew(draft.otherNames, [other.name, ...other.otherNames]);
      drafts.splice(drafts.indexOf(other), 1);
    }
    addNew(draft.unlocodes, row.unlocodes);
    if (row.customs !== undefined) addNew(draft.customs, [row.customs]);
    addNew(draft.otherNames, [row.name, ...row.otherNames]);
    if (draft.latitude === undefined && row.latitude !== undefined && row.longitude !== undefined) {
      draft.latitude = row.latitude;
      draft.longitude = row.longitude;
    }
    for (const code of draft.unlocodes) byLocode.set(code, draft);
  }
  const ports = drafts
    .filter((d) => d.unlocodes.length > 0)
    .map((d): PortIdentity => {
      const code = d.unlocodes[0] as string;
      const country = portCodeCountry(code);
      return {
        code,
        codes: [...d.unlocodes, ...d.customs],
        name: d.name,
        otherNames: d.otherNames.filter((n) => n.toLowerCase() !== d.name.toLowerCase()),
        ...(country === undefined ? {} : { country }),
        ...(d.latitude === undefined || d.longitude === undefined
          ? {}
          : { latitude: d.latitude, longitude: d.longitude }),
      };
    });
  const byCode = new Map<string, PortIdentity[]>();
  for (const port of ports)
    for (const code of port.codes) byCode.set(code, [...(byCode.get(code) ?? []), port]);
  return { ports, byCode };
};

/** The one port a code names; undefined when no table knows it or several ports share it. */
export const portOfCode = (catalogue: PortCatalogue, code: string): PortIdentity | undefined => {
  const found = catalogue.byCode.get(code);
  return found?.length === 1 ? found[0] : undefined;
};

/**
 * Every code a bill of these ports may carry: each code with all the codes of the ports it names
 * (a port's own customs code only when no other port shares it). A code no table knows is kept as
 * written, so that it still finds the bills that carry it.
 */
export const expandPortCodes = (catalogue: PortCatalogue, codes: readonly string[]): readonly string[] => {
  const out = new Set<string>();
  for (const code of codes) {
    out.add(code);
    for (const port of catalogue.byCode.get(code) ?? [])
      for (const alias of port.codes)
        if ((catalogue.byCode.get(alias)?.length ?? 0) === 1 || alias === code) out.add(alias);
  }
  return [...out];
};

/** The US customs code (Schedule K or D) a port has to itself, as a US bill names it; else undefined. */
export const customsCodeOf = (catalogue: PortCatalogue, code: string): string | undefined =>
  portOfCode(catalogue, code)?.codes.find(
    (c) => /^\d+$/.test(c) && (catalogue.byCode.get(c)?.length ?? 0) === 1,
  );
