import { describe, expect, it } from "vitest";
import { SHIPMENT_SEARCH_KINDS } from "./search-kinds.ts";
import { searchMessages } from "./search-messages.ts";

describe("search messages", () => {
  it("labels every shipment search kind and paging issue", () => {
    expect(SHIPMENT_SEARCH_KINDS.map((k) => searchMessages[`search.kind.${k}`])).toEqual([
      "Product description",
      "HS code",
      "Importer",
      "Exporter",
    ]);
    expect(searchMessages["search.date.invalid"]).toBe("Enter the date as yyyy-MM-dd.");
  });
});
