// The data-set catalogue as stored: core's customs (1), ship (60) and transit (59) lists, each
// entry with the countries it covers.

import {
  type AnyDataset,
  CUSTOMS_DATASETS,
  countryByCode,
  SHIP_DATASETS,
  SILK_ROAD_MEMBERS,
  TRANSIT_DATASETS,
} from "@portolan/core";
import type { DatasetRecord } from "../reference/reference-records.ts";

const coveredCountries = (d: AnyDataset): readonly string[] => {
  if (d.category === 60) return [d.value];
  if (d.category === 59) return [];
  if (d.country !== null) return [d.country];
  return d.value.includes("_SILKROAD_") ? SILK_ROAD_MEMBERS : [];
};

const toRecord = (d: AnyDataset, position: number): DatasetRecord => ({
  value: d.value,
  category: d.category,
  position,
  type: d.category === 1 ? d.type : null,
  name: d.name,
  continent: d.continent,
  kind: d.category === 1 ? d.kind : null,
  variant: d.category === 1 ? d.variant : null,
  importer: d.importer,
  exporter: d.exporter,
  hscode: d.hscode,
  description: d.description,
  countries: coveredCountries(d).map((code) => ({
    code,
    continent: countryByCode(code)?.continent ?? "OTHERS",
  })),
});

export const catalogueRecords = (): DatasetRecord[] => [
  ...CUSTOMS_DATASETS.map(toRecord),
  ...SHIP_DATASETS.map(toRecord),
  ...TRANSIT_DATASETS.map(toRecord),
];
