// Ship data (category 60) and transit data (category 59). Ship data is owned as one whole (one bit
// of the ownership code covers every ship country); so is the single transit entry.
import { type CountryCode, knownCountry } from "./countries.ts";
import type { ShipDataset, TransitDataset } from "./dataset-types.ts";

/** The ship-data countries in catalogue order. Every one supports all four search fields. */
// biome-ignore format: grouped by continent (North America, Asia, Europe, Africa, Oceania)
const SHIP_COUNTRIES: readonly CountryCode[] = [
  "US", "CA", "MX",
  "CN", "IN", "JP", "KR", "TW", "BH", "TR", "BD", "ID", "IQ", "LK", "SA", "KW", "MY", "SG", "TH",
  "PK", "QA", "VN", "OM", "AE", "IR", "PH",
  "BE", "FI", "DK", "DE", "IT", "NO", "NL", "FR", "GR", "ES", "GB",
  "DZ", "DJ", "EG", "GH",
  "AU", "NZ",
];

export const SHIP_DATASETS: readonly ShipDataset[] = SHIP_COUNTRIES.map((code) => ({
  category: 60,
  name: `datasets.ship.${code}`,
  value: code,
  continent: knownCountry(code).continent,
  exporter: true,
  importer: true,
  hscode: true,
  description: true,
}));

/** Eurasian rail transit declarations: parties and goods text, but no HS code. */
export const TRANSIT_DATASETS: readonly TransitDataset[] = [
  {
    category: 59,
    name: "datasets.transit.EURASIAN",
    value: "EURASIAN",
    continent: "OTHERS",
    exporter: true,
    importer: true,
    hscode: false,
    description: true,
  },
];
