// What each annual package grants while its term runs (issue 13; decision D145): the membership tier
// of spec §6 that lines up with the package of §9, the feature permissions, and the data sets of its
// coverage. Each package grants everything the one below it grants, so buying up never loses a grant.

import type { PackageTierId } from "../constants/packages.ts";
import type { CountryCode } from "../datasets/countries.ts";
import type { MembershipTier } from "../permissions/account-levels.ts";
import type { TsPermissions } from "../permissions/permission-tree.ts";
import type { PermissionFeature } from "../permissions/permission-value.ts";

export interface PackageGrant {
  readonly tier: MembershipTier;
  readonly features: readonly PermissionFeature[];
  /** Sub-entries of the session's TS permissions the package turns on. */
  readonly ts: TsPermissions;
  /** Countries whose import data sets (every source of the catalogue for that country) it grants. */
  readonly importCountries: readonly CountryCode[] | "all";
  readonly exportCountries: readonly CountryCode[] | "all";
  readonly ship: boolean;
  readonly transit: boolean;
}

// The 19 import markets of Global: the Americas' customs sources plus the largest other markets.
const countries = (...codes: CountryCode[]): readonly CountryCode[] => codes;
const GLOBAL_IMPORTS = countries(
  ...countries("US", "MX", "BR", "AR", "CL", "CO", "PE", "EC", "PA", "CR", "GT", "UY", "PY", "VE"),
  ...countries("RU", "UA", "IN", "VN", "TR"),
);
const PLUS_IMPORTS = countries(...GLOBAL_IMPORTS, "PK", "BD", "LK", "ID", "PH", "KZ", "UZ");
const LUXURY_IMPORTS = countries(...PLUS_IMPORTS, "GB", "TW", "MD");
const PLUS_EXPORTS = countries("US", "IN");
// Global's markets in both directions, and Pakistan's and Bangladesh's exports: 21.
const LUXURY_EXPORTS = countries(...GLOBAL_IMPORTS, "PK", "BD");

const DATA_CENTRE: TsPermissions = { CDS: {} };

export const PACKAGE_GRANTS: Readonly<Record<PackageTierId, PackageGrant>> = {
  PRO: {
    tier: "SHIPMENT_PRO",
    features: ["PARTNER_REPORT"],
    ts: DATA_CENTRE,
    importCountries: ["US"],
    exportCountries: [],
    ship: false,
    transit: false,
  },
  GLOBAL: {
    tier: "GLOBAL",
    features: ["PARTNER_REPORT", "MARKET_ANALYSIS"],
    ts: { ...DATA_CENTRE, MARKET: true },
    importCountries: GLOBAL_IMPORTS,
    exportCountries: [],
    ship: false,
    transit: false,
  },
  PLUS: {
    tier: "GLOBAL_PLUS",
    features: ["PARTNER_REPORT", "MARKET_ANALYSIS", "GLOBAL_BUYERS", "TRADE_SO"],
    ts: { ...DATA_CENTRE, MARKET: true, SO: true },
    importCountries: PLUS_IMPORTS,
    exportCountries: PLUS_EXPORTS,
    ship: false,
    transit: false,
  },
  LUXURY: {
    tier: "GLOBAL_LUXURY",
    features: ["PARTNER_REPORT", "MARKET_ANALYSIS", "GLOBAL_BUYERS", "TRADE_SO", "TRADE_SO_PLUS"],
    ts: { ...DATA_CENTRE, MARKET: true, SO: true, EMAIL: true },
    importCountries: LUXURY_IMPORTS,
    exportCountries: LUXURY_EXPORTS,
    ship: true,
    transit: false,
  },
  DELUXE: {
    tier: "GLOBAL_DELUXE",
    features: ["PARTNER_REPORT", "MARKET_ANALYSIS", "GLOBAL_BUYERS", "TRADE_SO", "TRADE_SO_PLUS", "AI"],
    ts: { ...DATA_CENTRE, MARKET: true, SO: true, EMAIL: true, AI: true, RECOMMEND: true },
    importCountries: "all",
    exportCountries: "all",
    ship: true,
    transit: true,
  },
};
