import { describe, expect, it } from "vitest";
import { COUNTRIES } from "./countries.ts";
import { ISO_COUNTRY_CODES, isIsoCountryCode } from "./iso-countries.ts";

describe("ISO 3166-1 alpha-2 codes", () => {
  it("are the 249 officially assigned codes, once each, sorted", () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
    expect([...ISO_COUNTRY_CODES].sort()).toEqual(ISO_COUNTRY_CODES);
    for (const code of ["AD", "CN", "US", "ZW", "TW", "HK", "SS", "BQ"])
      expect(isIsoCountryCode(code)).toBe(true);
    // Reserved or withdrawn codes are no countries to filter by.
    for (const code of ["EU", "UK", "SU", "YU", "XK", "ZZ", "us"]) expect(isIsoCountryCode(code)).toBe(false);
  });

  it("hold every country of the catalogue", () => {
    for (const c of COUNTRIES) expect(isIsoCountryCode(c.code)).toBe(true);
  });
});
