// The public reference tables shipped in server/data (see its README): the HS 2022 nomenclature
// and the World Port Index. Read once per process.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { HsCode, HsSection, Port } from "../reference/reference-records.ts";
import { parseCsvObjects } from "./csv.ts";

export interface ReferenceTables {
  readonly hsCodes: readonly HsCode[];
  readonly hsSections: readonly HsSection[];
  readonly ports: readonly Port[];
}

export const DATA_DIR = join(import.meta.dirname, "..", "..", "data");

const read = (file: string) => parseCsvObjects(readFileSync(join(DATA_DIR, file), "utf8"));

const loadTables = (): ReferenceTables => ({
  hsCodes: read("hs-2022.csv")
    // Chapter 99 "not specified according to kind" is UN Comtrade's, not the HS: left out.
    .filter((r) => r.section !== "TOTAL" && (r.level === "2" || r.level === "4" || r.level === "6"))
    .map((r) => ({
      code: r.hscode ?? "",
      description: r.description ?? "",
      parent: r.parent ?? "",
      level: Number(r.level) as 2 | 4 | 6,
      section: r.section ?? "",
    })),
  hsSections: read("hs-2022-sections.csv").map((r) => ({ section: r.section ?? "", name: r.name ?? "" })),
  ports: read("world-ports.csv").map((r) => {
    const unlocode = /^[A-Z]{2}[A-Z0-9]{3}$/.test(r.unlocode ?? "") ? (r.unlocode as string) : null;
    return {
      wpiNumber: r.wpi_number ?? "",
      name: r.name ?? "",
      unlocode,
      countryCode: unlocode === null ? null : unlocode.slice(0, 2),
      countryName: r.country ?? "",
      waterBody: r.water_body ?? "",
      harborSize: r.harbor_size ?? "",
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
    };
  }),
});

let cached: ReferenceTables | undefined;

export const referenceTables = (): ReferenceTables => {
  cached ??= loadTables();
  return cached;
};
