// The annual data packages (spec §3 Package tiers, §9 prices and coverage, §7 Packages).
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { Count, MoneyAmount } from "../primitives.ts";

/** The five tiers, as core/src/constants/packages.ts names them. */
export const PackageTierIdData = Schema.Literals(["PRO", "GLOBAL", "PLUS", "LUXURY", "DELUXE"]);
export type PackageTierIdData = typeof PackageTierIdData.Type;

/** One tier; the same fields as core's PackageTierTerms, plus the term. Prices are USD per year. */
export const PackageTierData = Schema.Struct({
  id: PackageTierIdData,
  priceUsdPerYear: MoneyAmount,
  /** Countries whose import data the package covers. */
  importCountries: Count,
  /** Countries whose export data the package covers. */
  exportCountries: Count,
  /** Length of the contract in months (12: billed in full at contract start). */
  termMonths: Count,
}).annotate({ identifier: "PackageTier" });
export type PackageTierData = typeof PackageTierData.Type;

export const packages = defineEndpoint({
  name: "packages",
  method: "GET",
  host: "provider",
  path: "/public/overseas/packages",
  encoding: "none",
  request: {},
  response: Envelope(Schema.Array(PackageTierData)),
  requiresSession: false,
  summary: "The annual data packages with prices and coverage",
  tag: "payments",
  origin: "spec",
});
