// Shipment search kinds (spec §3, under customs) and which of them a data set and a user allow.
import { findDataset, ownsDataset } from "../datasets/dataset-rules.ts";
import type { DatasetCategory, DatasetFlags } from "../datasets/dataset-types.ts";

export const SHIPMENT_SEARCH_KINDS = ["description", "hsCode", "importer", "exporter"] as const;
export type ShipmentSearchKind = (typeof SHIPMENT_SEARCH_KINDS)[number];

const FLAG_OF: Readonly<Record<ShipmentSearchKind, keyof DatasetFlags>> = {
  description: "description",
  hsCode: "hscode",
  importer: "importer",
  exporter: "exporter",
};

export const isShipmentSearchKind = (value: unknown): value is ShipmentSearchKind =>
  SHIPMENT_SEARCH_KINDS.some((kind) => kind === value);

/** The kinds a data set's flags support, in the order of SHIPMENT_SEARCH_KINDS. */
export const searchKindsOf = (flags: DatasetFlags): readonly ShipmentSearchKind[] =>
  SHIPMENT_SEARCH_KINDS.filter((kind) => flags[FLAG_OF[kind]]);

/** The kinds a user may use on one data set: none unless they own it, else what it supports. */
export const userSearchKinds = (
  ownership: unknown,
  value: string,
  category: DatasetCategory,
): readonly ShipmentSearchKind[] => {
  const dataset = findDataset(value, category);
  return dataset !== undefined && ownsDataset(ownership, value, category) ? searchKindsOf(dataset) : [];
};

export const maySearchBy = (
  ownership: unknown,
  value: string,
  category: DatasetCategory,
  kind: ShipmentSearchKind,
): boolean => userSearchKinds(ownership, value, category).includes(kind);
