// The carriers of the demo bills: ocean vessels (name, flag, IMO number, the carrier's SCAC) and
// airlines (IATA code, country) for the air sources.

import type { Prng } from "./prng.ts";
import { makeImo } from "./transport-ids.ts";

export interface Vessel {
  readonly name: string;
  readonly flag: string;
  readonly imo: string;
  /** Standard Carrier Alpha Code of the operator (bill-number prefix). */
  readonly scac: string;
  /** ISO 6346 owner code of the operator's containers. */
  readonly ownerCode: string;
}

// Operator prefix, SCAC, container owner code.
const OPERATORS = [
  ["MSC", "MEDU", "MSC"],
  ["MAERSK", "MAEU", "MSK"],
  ["CMA CGM", "CMDU", "CMA"],
  ["COSCO", "COSU", "CSN"],
  ["EVER", "EGLV", "EGH"],
  ["ONE", "ONEY", "ONE"],
  ["HMM", "HDMU", "HDM"],
  ["YM", "YMLU", "YML"],
  ["ZIM", "ZIMU", "ZIM"],
  ["HAPAG", "HLCU", "HLX"],
] as const;

const VESSEL_WORDS = [
  "Aurora",
  "Horizon",
  "Meridian",
  "Pacific",
  "Atlantic",
  "Harmony",
  "Endeavour",
  "Liberty",
  "Orion",
  "Vega",
  "Sirius",
  "Polaris",
  "Triumph",
  "Venture",
  "Galaxy",
  "Serenity",
  "Odyssey",
  "Zenith",
  "Valiant",
  "Navigator",
];
const FLAGS = ["PA", "LR", "MH", "HK", "SG", "MT", "BS", "GR", "CN", "DK", "PT", "CY"];
/** House bills (H) carry an NVOCC's SCAC rather than the vessel operator's. */
export const NVOCC_SCACS = ["EXDO", "KNIG", "DSVF", "SHPT", "CEVA", "APLU", "BANQ", "FTNW"];

export const makeFleet = (rng: Prng, size: number): Vessel[] =>
  Array.from({ length: size }, () => {
    const [prefix, scac, ownerCode] = rng.pick(OPERATORS);
    return {
      name: `${prefix} ${rng.pick(VESSEL_WORDS)}${rng.chance(0.4) ? ` ${rng.int(2, 9)}` : ""}`.toUpperCase(),
      flag: rng.pick(FLAGS),
      imo: makeImo(rng),
      scac,
      ownerCode,
    };
  });

export const AIRLINES = [
  ["LA", "CL"],
  ["AV", "CO"],
  ["CM", "PA"],
  ["AA", "US"],
  ["IB", "ES"],
  ["LH", "DE"],
  ["KL", "NL"],
  ["CX", "HK"],
  ["EK", "AE"],
] as const;
