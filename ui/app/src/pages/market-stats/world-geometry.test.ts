import { COUNTRIES, ISO_COUNTRY_CODES } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { alpha2OfNumeric, drawWorld } from "./world-geometry.ts";

describe("the world map's drawing", () => {
  it("names the atlas's countries by the ISO codes core's catalogue gives them", () => {
    for (const country of COUNTRIES) {
      const code = alpha2OfNumeric(country.numeric);
      if (code !== undefined) expect(code).toBe(country.code);
    }
  });

  it("draws every numbered country but Antarctica once, each under a real ISO code", () => {
    const { countries, sphere } = drawWorld();
    expect(sphere).toMatch(/^M/);
    const codes = countries.map((c) => c.code).filter((c) => c !== "");
    expect(codes).toHaveLength(173);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(ISO_COUNTRY_CODES).toContain(code);
    expect(codes).toEqual(expect.arrayContaining(["CN", "US", "DE", "RU", "BR", "AU", "ZA"]));
    expect(codes).not.toContain("AQ");
    // Kosovo, N. Cyprus and Somaliland carry no number: drawn, named by nothing.
    expect(countries.filter((c) => c.code === "")).toHaveLength(3);
  });
});
