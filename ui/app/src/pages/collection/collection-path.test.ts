import { describe, expect, it } from "vitest";
import { COLLECTION_PATH, collectionPath } from "./collection-path.ts";

describe("the collection screen's address", () => {
  it("holds the kind and the tag it is filtered by, and nothing when it is not", () => {
    expect(collectionPath(undefined, undefined)).toBe(COLLECTION_PATH);
    expect(collectionPath("company", undefined)).toBe("/shipments/collect?kind=company");
    expect(collectionPath(undefined, "r&d")).toBe("/shipments/collect?tag=r%26d");
    expect(collectionPath("search", "供应商")).toBe(
      `/shipments/collect?kind=search&tag=${encodeURIComponent("供应商")}`,
    );
  });
});
