// The common goods names (core's HS_COMMON_NAMES, D319) against the nomenclature the provider ships:
// every code is a code of HS 2022, and every name finds its code first over the real tables.
import { findHsCodes, HS_COMMON_NAMES } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { hsIndex } from "./hs-index.ts";

describe("the common goods names", () => {
  const index = hsIndex();

  it("name codes of HS 2022", () => {
    for (const common of HS_COMMON_NAMES) expect(index.byCode.has(common.code), common.code).toBe(true);
  });

  it("each find their code first over the real nomenclature, in every language", () => {
    for (const common of HS_COMMON_NAMES)
      for (const name of common.names)
        expect(findHsCodes(name, index.entries, index.terms)[0], name).toBe(common.code);
    // Some 250 finds over the whole nomenclature: more than the default budget on a busy machine.
  }, 60_000);
});
