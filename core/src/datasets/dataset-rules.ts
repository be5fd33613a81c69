// Dataset rules of spec §5: which roles a user's data sets allow, and which search fields a data
// set supports, for category 1 (customs), 60 (ship) and 59 (transit).
import { CUSTOMS_DATASETS, customsDatasetByValue } from "./customs-catalogue.ts";
import {
  type AnyDataset,
  DATASET_CATEGORY,
  type DatasetCategory,
  type DatasetFlags,
  type SearchRole,
} from "./dataset-types.ts";
import { ownedFlags } from "./ownership-bits.ts";
import { SHIP_DATASETS, TRANSIT_DATASETS } from "./ship-transit-catalogue.ts";

export const isDatasetCategory = (n: unknown): n is DatasetCategory =>
  n === DATASET_CATEGORY.CUSTOMS || n === DATASET_CATEGORY.SHIP || n === DATASET_CATEGORY.TRANSIT;

/** A data set of one category by its value, or undefined. */
export const findDataset = (value: string, category: DatasetCategory): AnyDataset | undefined => {
  if (category === DATASET_CATEGORY.CUSTOMS) return customsDatasetByValue(value);
  const list = category === DATASET_CATEGORY.SHIP ? SHIP_DATASETS : TRANSIT_DATASETS;
  return list.find((d) => d.value === value);
};

/**
 * A dataset type is valid for a role if the user owns any data set that supports it, or owns the
 * ship or the transit type. An invalid ownership code owns nothing.
 */
export const isTypeValidForRole = (bits: unknown, role: SearchRole): boolean => {
  const flags = ownedFlags(bits);
  if (flags.ship || flags.transit) return true;
  return CUSTOMS_DATASETS.some((d) => flags.customs[d.value] === true && d[role]);
};

/** Whether the code owns a data set: its own bit for customs, the category bit for ship or transit. */
export const ownsDataset = (bits: unknown, value: string, category: DatasetCategory): boolean => {
  if (findDataset(value, category) === undefined) return false;
  const flags = ownedFlags(bits);
  if (category === DATASET_CATEGORY.CUSTOMS) return flags.customs[value] === true;
  return category === DATASET_CATEGORY.SHIP ? flags.ship : flags.transit;
};

const supports =
  (field: keyof DatasetFlags) =>
  (value: string, category: DatasetCategory): boolean =>
    findDataset(value, category)?.[field] === true;

/** Hs-code search depends on the data set's flag; an unknown data set supports nothing. */
export const isHsCodeSearchAvailable = supports("hscode");
/** Description search depends on the data set's flag; an unknown data set supports nothing. */
export const isDescriptionSearchAvailable = supports("description");
