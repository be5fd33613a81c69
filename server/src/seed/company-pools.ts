// The demo companies, country by country: a pool sized to how often the country's firms appear in
// the bills, with a few big traders that appear often and a long tail that appears rarely.

import { companyKey } from "@portolan/core";
import type { CompanyRecord } from "../reference/reference-records.ts";
import { makeCompany } from "./company-names.ts";
import type { GoodsIndex } from "./goods.ts";
import type { Prng } from "./prng.ts";

export interface PooledCompany extends CompanyRecord {
  /** The HS headings the firm trades in. */
  readonly headings: readonly string[];
}

export interface CompanyPools {
  readonly all: () => readonly PooledCompany[];
  /** A firm of `country`, big ones more often. */
  readonly pick: (rng: Prng, country: string) => PooledCompany;
}

/** About one firm per this many appearances of the country's firms. */
const APPEARANCES_PER_FIRM = 5;
const MAX_NAME_TRIES = 20;

export const createCompanyPools = (
  rng: Prng,
  demand: ReadonlyMap<string, number>,
  goods: GoodsIndex,
): CompanyPools => {
  const all: PooledCompany[] = [];
  const pools = new Map<string, PooledCompany[]>();
  for (const [country, appearances] of [...demand].sort(([a], [b]) => a.localeCompare(b))) {
    const size = Math.max(8, Math.min(600, Math.ceil(appearances / APPEARANCES_PER_FIRM)));
    const names = new Set<string>();
    const pool: PooledCompany[] = [];
    for (let tries = 0; pool.length < size && tries < size * MAX_NAME_TRIES; tries += 1) {
      const company = makeCompany(rng, country);
      // One firm per distinctive name in a country: two firms apart only by legal form ("Atlas
      // Trading Inc." and "Atlas Trading LLC") are rare in life and would be one firm in the data.
      const key = companyKey(company.name);
      if (names.has(key)) continue;
      names.add(key);
      const headings = Array.from({ length: rng.int(1, 3) }, () => rng.pick(goods.headings));
      const pooled = { id: all.length + 1, ...company, headings };
      pool.push(pooled);
      all.push(pooled);
    }
    pools.set(country, pool);
  }
  return {
    all: () => all,
    pick: (r, country) => {
      const pool = pools.get(country);
      if (pool === undefined || pool.length === 0) throw new Error(`no companies for ${country}`);
      // r² leans toward the front of the pool: the first firms are the big traders.
      return pool[Math.floor(r.next() ** 2 * pool.length)] as PooledCompany;
    },
  };
};
