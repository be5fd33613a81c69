// Ports of the World Port Index by UN/LOCODE, for the trade calls that name ports (facets, a
// shipment's ports and route). A code listed twice in the index is its first entry.

import type { PortPlace } from "../../ports/reference-store.ts";
import type { Db } from "./database.ts";

type Row = {
  unlocode: string;
  name: string;
  country_code: string | null;
  latitude: number;
  longitude: number;
};

/** At most this many codes per statement (SQLite's bound-parameter limit is far above it). */
const CHUNK = 200;

export const portsByCode = (db: Db, codes: readonly string[]): ReadonlyMap<string, PortPlace> => {
  const wanted = [...new Set(codes.filter((c) => /^[A-Z]{2}[A-Z0-9]{3}$/.test(c)))];
  const found = new Map<string, PortPlace>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const part = wanted.slice(i, i + CHUNK);
    const rows = db
      .prepare(
        `SELECT unlocode, name, country_code, latitude, longitude FROM ports
         WHERE id IN (SELECT MIN(id) FROM ports WHERE unlocode IN (${part.map(() => "?").join(",")}) GROUP BY unlocode)`,
      )
      .all(...part) as Row[];
    for (const r of rows)
      found.set(r.unlocode, {
        code: r.unlocode,
        name: r.name,
        country: r.country_code,
        latitude: r.latitude,
        longitude: r.longitude,
      });
  }
  return found;
};
