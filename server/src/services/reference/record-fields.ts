// The readable fields of a customs source's records (spec §3 Shipment bill): the parties, HS code
// and goods text where the source carries them (its catalogue flags), the quantities every record
// has, and the transport fields of bills and declarations. Enterprise data (ED, decision "Dataset
// code kinds") lists traders with the HS codes they traded, without transport details.

import type { DatasetRecord } from "../../reference/reference-records.ts";

const QUANTITY_FIELDS = ["date", "billNumber", "quantity", "quantityUnit", "weight", "value"] as const;

const TRANSPORT_FIELDS = [
  "transportMode",
  "billType",
  "portOfLoading",
  "portOfUnloading",
  "vessel",
  "vesselCountry",
  "voyageNumber",
  "conveyanceId",
  "measurement",
  "containerCount",
  "containerNumber",
  "sealNumber",
  "marks",
  "recordStatus",
  "inBondEntryType",
  "hazmat",
] as const;

export const recordFields = (d: DatasetRecord): string[] => [
  ...(d.importer ? ["importer"] : []),
  ...(d.exporter ? ["exporter"] : []),
  ...(d.importer && d.kind !== "ED" ? ["notifyParty"] : []),
  ...(d.hscode ? ["hsCode"] : []),
  ...(d.description ? ["description"] : []),
  ...QUANTITY_FIELDS,
  ...(d.kind === "ED" ? [] : TRANSPORT_FIELDS),
];
