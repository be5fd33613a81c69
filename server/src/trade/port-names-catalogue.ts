// The ports every trade call names (issue 31 "real port codes", D317): the sea-port table's ports
// with their alternate UN/LOCODEs and US customs codes (server/data/seaports-unlocode.csv), then
// the World Port Index's (world-ports.csv), one port per shared UN/LOCODE (core's rule), with their
// Chinese and Russian names where port-names-zh-ru.csv gives them (D343). Read once per process; the picker, the names of a record's ports, the route and the port filter all ask it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  buildPortCatalogue,
  isPortCode,
  normalisePortCode,
  type PortCatalogue,
  type PortLocalNames,
  type PortRow,
  portOfCode,
  withLocalNames,
} from "@portolan/core";
import type { PortPlace } from "../reference/reference-port.ts";
import { parseCsvObjects } from "../seed/csv.ts";
import { DATA_DIR, referenceTables } from "../seed/reference-tables.ts";

const coordinate = (text: string | undefined): number | undefined =>
  text === undefined || text.trim() === "" || !Number.isFinite(Number(text)) ? undefined : Number(text);

const names = (...texts: (string | undefined)[]): string[] =>
  texts
    .flatMap((t) => (t ?? "").split(";"))
    .map((n) => n.trim())
    .filter((n) => n !== "");

/** Rows of seaports-unlocode.csv: the main code first, then its alternates. */
export const seaPortRows = (csv: string): PortRow[] =>
  parseCsvObjects(csv).flatMap((r): PortRow[] => {
    const main = normalisePortCode(r.unlocode ?? "");
    const all = (r.all_unlocodes ?? "").split(/\s+/).map(normalisePortCode);
    // The table lists a port once per code; its alternates' order is the same on each row.
    const unlocodes = [...new Set([...all, main])].filter(isPortCode);
    if (unlocodes.length === 0) return [];
    const customs = normalisePortCode(r.cbp_code ?? "");
    const latitude = coordinate(r.latitude);
    const longitude = coordinate(r.longitude);
    return [
      {
        unlocodes,
        ...(isPortCode(customs) ? { customs } : {}),
        name: (r.name ?? "").trim() || main,
        otherNames: names(r.city, r.alias),
        ...(latitude === undefined || longitude === undefined ? {} : { latitude, longitude }),
      },
    ];
  });

/** Rows of port-names-zh-ru.csv: a port's Chinese and Russian names by UN/LOCODE (issue 31, D343). */
export const portNameTable = (csv: string): ReadonlyMap<string, PortLocalNames> =>
  new Map(
    parseCsvObjects(csv).flatMap((r) => {
      const code = normalisePortCode(r.unlocode ?? "");
      const zh = (r.zh ?? "").trim();
      const ru = (r.ru ?? "").trim();
      if (!isPortCode(code) || (zh === "" && ru === "")) return [];
      return [[code, { ...(zh === "" ? {} : { zh }), ...(ru === "" ? {} : { ru }) }] as const];
    }),
  );

const load = (): PortCatalogue => {
  const sea = seaPortRows(readFileSync(join(DATA_DIR, "seaports-unlocode.csv"), "utf8"));
  const index = referenceTables().ports.flatMap((p): PortRow[] =>
    p.unlocode === null
      ? []
      : [
          {
            unlocodes: [p.unlocode],
            name: p.name,
            otherNames: [],
            latitude: p.latitude,
            longitude: p.longitude,
          },
        ],
  );
  const local = portNameTable(readFileSync(join(DATA_DIR, "port-names-zh-ru.csv"), "utf8"));
  return withLocalNames(buildPortCatalogue([...sea, ...index]), local);
};

let cached: PortCatalogue | undefined;
export const portCatalogue = (): PortCatalogue => {
  cached ??= load();
  return cached;
};

/**
 * The ports these codes name, keyed by the code as asked (CNSGH → Shanghai, 57035 → Shanghai); a
 * code no table knows, or a customs code several ports share, is left out and shown as written.
 */
export const portPlaces = (
  catalogue: PortCatalogue,
  codes: readonly string[],
): ReadonlyMap<string, PortPlace> => {
  const found = new Map<string, PortPlace>();
  for (const code of codes) {
    const port = found.has(code) ? undefined : portOfCode(catalogue, code);
    if (port === undefined) continue;
    found.set(code, {
      code,
      mainCode: port.code,
      name: port.name,
      country: port.country ?? null,
      ...(port.latitude === undefined || port.longitude === undefined
        ? {}
        : { latitude: port.latitude, longitude: port.longitude }),
    });
  }
  return found;
};

/** The main UN/LOCODE of the port a code names (CNSGH → CNSHA); the code itself when none. */
export const mainPortCode = (code: string): string => portOfCode(portCatalogue(), code)?.code ?? code;
