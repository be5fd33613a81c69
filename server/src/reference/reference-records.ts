// The plain records of the reference area, as the storage ports take and give them.

import type { DatasetType } from "@portolan/core";

/** One entry of the data-set catalogue (spec §3 Dataset entry), category 1, 59 or 60. */
export interface DatasetRecord {
  readonly value: string;
  readonly category: number;
  /** Catalogue order within the category (the ownership bit order). */
  readonly position: number;
  /** Customs sources only. */
  readonly type: DatasetType | null;
  /** Message id of the label. */
  readonly name: string;
  /** Core's continent key, e.g. NORTH_AMERICA. */
  readonly continent: string;
  readonly kind: string | null;
  readonly variant: string | null;
  readonly importer: boolean;
  readonly exporter: boolean;
  readonly hscode: boolean;
  readonly description: boolean;
  /** The countries the set covers, each with its continent key (several for a group, none for a global set). */
  readonly countries: readonly { readonly code: string; readonly continent: string }[];
}

export interface CompanyRecord {
  readonly id: number;
  readonly name: string;
  readonly country: string;
  readonly city: string;
  readonly state: string | null;
  readonly zip: string | null;
  readonly address: string;
}

/** A bill of lading or customs declaration, in the US customs (AMS) bill layout (spec §3). */
export interface ShipmentRecord {
  readonly id: number;
  readonly billNumber: string;
  /** M master or H house bill. */
  readonly billType: "M" | "H";
  readonly dataset: string;
  /** The reporting country; null for a set that spans countries (the global bill-of-lading set). */
  readonly country: string | null;
  /** Arrival (import) or departure (export) day, epoch ms at UTC midnight. */
  readonly date: number;
  readonly transportMode: "SEA" | "AIR" | "LAND";
  /** Consignee and shipper; null where the source masks the party. */
  readonly importerId: number | null;
  readonly exporterId: number | null;
  /** Null means "same as consignee". */
  readonly notifyId: number | null;
  /** Six-digit HS 2022 subheading; null where the source carries none. */
  readonly hsCode: string | null;
  readonly description: string | null;
  readonly quantity: number;
  readonly quantityUnit: string;
  readonly weightKg: number;
  readonly measurementCbm: number;
  readonly valueUsd: number;
  /** UN/LOCODEs of the World Port Index. */
  readonly loadingPort: string;
  readonly unloadingPort: string;
  readonly vesselName: string;
  readonly vesselCountry: string;
  readonly voyageNumber: string;
  /** IMO number of the vessel, or the flight number by air. */
  readonly conveyanceId: string;
  readonly containerCount: number;
  readonly containerNumber: string | null;
  readonly sealNumber: string | null;
  readonly marks: string;
  readonly recordStatus: "NEW" | "AMENDED";
  /** AMS in-bond entry type: 00 not in bond, 61 IT, 62 T&E, 63 IE. */
  readonly inBondEntryType: "00" | "61" | "62" | "63";
  readonly hazmatClass: string | null;
  readonly hazmatCode: string | null;
}

export interface UtilityRecord {
  readonly listId: number;
  readonly position: number;
  readonly name: string;
  readonly url: string;
}

/** A line of the HS 2022 nomenclature. */
export interface HsCode {
  /** 2, 4 or 6 digits (chapter, heading, subheading). */
  readonly code: string;
  readonly description: string;
  readonly parent: string;
  readonly level: 2 | 4 | 6;
  /** Roman numeral of the HS section, I–XXI. */
  readonly section: string;
}

export interface HsSection {
  readonly section: string;
  readonly name: string;
}

export interface Port {
  /** The index number as published (a few are not whole, e.g. 49454.5). */
  readonly wpiNumber: string;
  readonly name: string;
  /** The 5-character UN/LOCODE, when the index has one. */
  readonly unlocode: string | null;
  /** ISO 3166 alpha-2, the first two letters of the UN/LOCODE; null without one. */
  readonly countryCode: string | null;
  readonly countryName: string;
  readonly waterBody: string;
  /** Large, Medium, Small, Very Small, or "" when the index does not say. */
  readonly harborSize: string;
  readonly latitude: number;
  readonly longitude: number;
}
