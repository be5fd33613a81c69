// Russian names of core's shipment search kinds (a record over the type, so none can be missed).
import { SHIPMENT_SEARCH_KINDS, type ShipmentSearchKind } from "@portolan/core";
import { listRu } from "./ru-format.ts";

export const SEARCH_KIND_RU: Readonly<Record<ShipmentSearchKind, string>> = {
  description: "по описанию товара",
  hsCode: "по коду ТН ВЭД / HS",
  importer: "по импортёру",
  exporter: "по экспортёру",
};

/** "по описанию товара, по коду ТН ВЭД / HS, по импортёру и по экспортёру". */
export const ALL_SEARCH_KINDS_RU = listRu(SHIPMENT_SEARCH_KINDS.map((k) => SEARCH_KIND_RU[k]));
