// Message ids of the data-set area with their English source text. Data-set labels are derived
// from the catalogue (one id per entry: datasets.source.*, datasets.ship.*, datasets.transit.*).
import { defineMessages } from "../messages/define-messages.ts";
import { countryByCode } from "./countries.ts";
import { CUSTOMS_DATASETS } from "./customs-catalogue.ts";
import type { CustomsDataset, SourceKind, SourceVariant } from "./dataset-types.ts";
import { SHIP_DATASETS, TRANSIT_DATASETS } from "./ship-transit-catalogue.ts";

export const datasetMessages = defineMessages({
  "datasets.continent.NORTH_AMERICA": "North America",
  "datasets.continent.SOUTH_AMERICA": "South America",
  "datasets.continent.EUROPE": "Europe",
  "datasets.continent.ASIA": "Asia",
  "datasets.continent.AFRICA": "Africa",
  "datasets.continent.OCEANIA": "Oceania",
  "datasets.continent.OTHERS": "Others",
  "datasets.category.customs": "Customs data",
  "datasets.category.ship": "Ship data",
  "datasets.category.transit": "Transit data",
  "datasets.type.SHIPMENTS_IMPORT": "Import",
  "datasets.type.SHIPMENTS_EXPORT": "Export",
  "datasets.ownership.invalid": "The data-set ownership code is not valid.",
});
export type DatasetMessageId = keyof typeof datasetMessages;

const KIND_TEXT: Readonly<Record<SourceKind, string>> = {
  CD: "customs declarations",
  BL: "bills of lading",
  ED: "trader lists",
};
const VARIANT_TEXT: Readonly<Record<SourceVariant, string>> = {
  DEF: "",
  SEA: " (sea)",
  AIR: " (air)",
  ALL: " (all transport modes)",
  FTZ: " (free trade zone)",
};
const GROUP_TEXT: Readonly<Record<string, string>> = { SILKROAD: "Silk Road countries", GLOBAL: "Global" };

/** English label of a customs data set, e.g. "Mexico imports, customs declarations (sea)". */
export const customsEnglishLabel = (d: CustomsDataset): string => {
  const token = d.value.split("_").slice(1, -2).join("_");
  const where = (d.country === null ? GROUP_TEXT[token] : countryByCode(d.country)?.en) ?? token;
  const flow = d.type === "SHIPMENTS_IMPORT" ? "imports" : "exports";
  return `${where} ${flow}, ${KIND_TEXT[d.kind]}${VARIANT_TEXT[d.variant]}`;
};

/** Labels of every catalogue entry, keyed by the entry's `name`. */
export const datasetNameMessages: Readonly<Record<string, string>> = defineMessages(
  Object.fromEntries([
    ...CUSTOMS_DATASETS.map((d) => [d.name, customsEnglishLabel(d)]),
    ...SHIP_DATASETS.map((d) => [d.name, countryByCode(d.value)?.en ?? d.value]),
    ...TRANSIT_DATASETS.map((d) => [d.name, "Eurasian transit"]),
  ]),
);
