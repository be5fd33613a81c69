import { describe, expect, it } from "vitest";
import { COUNTRIES, countryByCode, knownCountry } from "./countries.ts";

describe("country table", () => {
  // Spot checks against ISO 3166-1, written out by hand.
  it.each([
    ["US", "USA", "840", "United States", "美国"],
    ["MX", "MEX", "484", "Mexico", "墨西哥"],
    ["AR", "ARG", "032", "Argentina", "阿根廷"],
    ["BR", "BRA", "076", "Brazil", "巴西"],
    ["GB", "GBR", "826", "United Kingdom", "英国"],
    ["RU", "RUS", "643", "Russia", "俄罗斯"],
    ["IN", "IND", "356", "India", "印度"],
    ["BD", "BGD", "050", "Bangladesh", "孟加拉国"],
    ["VN", "VNM", "704", "Vietnam", "越南"],
    ["TR", "TUR", "792", "Türkiye", "土耳其"],
    ["KR", "KOR", "410", "South Korea", "韩国"],
    ["CI", "CIV", "384", "Côte d'Ivoire", "科特迪瓦"],
    ["NA", "NAM", "516", "Namibia", "纳米比亚"],
    ["DZ", "DZA", "012", "Algeria", "阿尔及利亚"],
    ["AU", "AUS", "036", "Australia", "澳大利亚"],
  ])("%s is %s / %s, %s, %s", (code, code3, numeric, en, zh) => {
    expect(countryByCode(code)).toMatchObject({ code, code3, numeric, en, zh });
  });

  it("puts countries on their continents", () => {
    expect(knownCountry("CA").continent).toBe("NORTH_AMERICA");
    expect(knownCountry("PE").continent).toBe("SOUTH_AMERICA");
    expect(knownCountry("UA").continent).toBe("EUROPE");
    expect(knownCountry("KZ").continent).toBe("ASIA");
    expect(knownCountry("KE").continent).toBe("AFRICA");
    expect(knownCountry("NZ").continent).toBe("OCEANIA");
  });

  it("has well-formed, unique codes", () => {
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.code3).toMatch(/^[A-Z]{3}$/);
      expect(c.numeric).toMatch(/^\d{3}$/);
      expect(c.normal).toMatch(/^[A-Z]+$/);
    }
    for (const key of ["code", "code3", "numeric", "normal", "en", "zh"] as const) {
      expect(new Set(COUNTRIES.map((c) => c[key])).size).toBe(COUNTRIES.length);
    }
  });

  it("looks codes up case-insensitively and knows nothing else", () => {
    expect(countryByCode("pe")?.en).toBe("Peru");
    expect(countryByCode("XX")).toBeUndefined();
  });
});
