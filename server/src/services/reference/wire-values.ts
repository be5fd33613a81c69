// Stored values as the statistics calls write them: continents as spec §3 names them, days as
// yyyy-MM-dd (spec §9 date format).

import type { Continent as WireContinent } from "@portolan/contracts";
import type { Continent } from "@portolan/core";

export const CONTINENT_LABEL: Readonly<Record<Continent, typeof WireContinent.Type>> = {
  NORTH_AMERICA: "North America",
  SOUTH_AMERICA: "South America",
  EUROPE: "Europe",
  ASIA: "Asia",
  AFRICA: "Africa",
  OCEANIA: "Oceania",
  OTHERS: "Others",
};

/** The wire name of a stored continent key (core's keys); an unknown key reads Others. */
export const continentLabel = (key: string): typeof WireContinent.Type =>
  CONTINENT_LABEL[key as Continent] ?? "Others";

/** The UTC calendar day of an epoch-milliseconds time, as yyyy-MM-dd. */
export const isoDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);
