// The goods of a demo bill: a real HS 2022 subheading with its description, and quantities that
// fit together (pieces, gross weight, volume, value, containers).

import type { HsCode } from "../reference/reference-records.ts";
import type { Prng } from "./prng.ts";

export interface GoodsIndex {
  /** Four-digit headings that have subheadings. */
  readonly headings: readonly string[];
  readonly subheadingsOf: (heading: string) => readonly HsCode[];
}

export const indexGoods = (hsCodes: readonly HsCode[]): GoodsIndex => {
  const byHeading = new Map<string, HsCode[]>();
  for (const code of hsCodes) {
    if (code.level !== 6) continue;
    const list = byHeading.get(code.parent) ?? [];
    list.push(code);
    byHeading.set(code.parent, list);
  }
  return { headings: [...byHeading.keys()], subheadingsOf: (h) => byHeading.get(h) ?? [] };
};

/** Chapters whose goods are often dangerous (fuels, chemicals, explosives), with UN classes. */
const HAZMAT: Readonly<Record<string, readonly [string, string][]>> = {
  "27": [
    ["3", "UN1203"],
    ["3", "UN1268"],
    ["2.1", "UN1075"],
  ],
  "28": [
    ["8", "UN1789"],
    ["8", "UN1830"],
    ["5.1", "UN1942"],
  ],
  "29": [
    ["3", "UN1090"],
    ["3", "UN1230"],
    ["6.1", "UN1593"],
  ],
  "36": [
    ["1.4", "UN0336"],
    ["4.1", "UN1944"],
  ],
  "38": [
    ["9", "UN3082"],
    ["3", "UN1993"],
  ],
};

export const PACKAGE_UNITS = ["PCS", "CTN", "PKG", "PLT", "BAG", "DRM", "BDL", "CAS"] as const;

export interface Quantities {
  readonly quantity: number;
  readonly quantityUnit: string;
  readonly weightKg: number;
  readonly measurementCbm: number;
  readonly valueUsd: number;
  readonly containerCount: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export const drawQuantities = (rng: Prng, byAir: boolean): Quantities => {
  const quantity = Math.max(1, Math.round(Math.exp(rng.next() * (byAir ? 5 : 8))));
  const unitKg = byAir ? 0.2 + rng.next() * 5 : 0.5 + rng.next() * 40;
  const weightKg = round2(Math.max(1, quantity * unitKg));
  const measurementCbm = round2(Math.max(0.01, weightKg / (150 + rng.next() * 450)));
  const valueUsd = round2(Math.max(1, weightKg * (0.8 + rng.next() * (byAir ? 120 : 25))));
  const containerCount = byAir ? 0 : Math.max(1, Math.ceil(weightKg / 20_000));
  return {
    quantity,
    quantityUnit: rng.pick(PACKAGE_UNITS),
    weightKg,
    measurementCbm,
    valueUsd,
    containerCount,
  };
};

/** Hazardous-goods class and UN number for some fuels and chemicals; null for most goods. */
export const drawHazmat = (rng: Prng, hsCode: string): { cls: string; un: string } | null => {
  const options = HAZMAT[hsCode.slice(0, 2)];
  if (options === undefined || !rng.chance(0.35)) return null;
  const [cls, un] = rng.pick(options);
  return { cls, un };
};
