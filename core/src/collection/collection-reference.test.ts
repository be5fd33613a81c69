import { describe, expect, it } from "vitest";
import {
  checkReference,
  collectionAddress,
  datasetList,
  isCollectionKind,
  recordId,
  referenceKey,
} from "./collection-reference.ts";

describe("references", () => {
  it("know the three kinds", () => {
    expect(["bill", "company", "search", "note", 1].map(isCollectionKind)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("read ids without leading zeros, and nothing else as an id", () => {
    expect(["42", " 007 ", "0", "-1", "1e3", "1234567890123456", ""].map(recordId)).toEqual([
      "42",
      "7",
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("read data sets as the trade query does: known shape, upper case, sorted, once", () => {
    expect(datasetList("imp_usa_bl_sea,IMP_MEXICO_CD_SEA,IMP_USA_BL_SEA,bogus")).toEqual([
      "IMP_MEXICO_CD_SEA",
      "IMP_USA_BL_SEA",
    ]);
    expect(datasetList(["EXP_USA_BL_SEA", "IMP_USA_BL_SEA"])).toEqual(["EXP_USA_BL_SEA", "IMP_USA_BL_SEA"]);
    expect(datasetList("")).toEqual([]);
  });

  it("write each kind one way", () => {
    expect(checkReference("bill", "0042")).toEqual({
      ok: true,
      value: { kind: "bill", ref: "42", datasets: [] },
    });
    expect(checkReference("company", "7", "IMP_USA_BL_SEA")).toEqual({
      ok: true,
      value: { kind: "company", ref: "7", datasets: ["IMP_USA_BL_SEA"] },
    });
    expect(checkReference("search", "datasets=IMP_USA_BL_SEA&keyword=chairs&current=4")).toEqual({
      ok: true,
      value: { kind: "search", ref: "datasets=IMP_USA_BL_SEA&keyword=chairs", datasets: [] },
    });
  });

  it("refuse what names nothing", () => {
    const invalid = { ok: false, error: "collection.reference.invalid" };
    expect(checkReference("bill", "abc")).toEqual(invalid);
    expect(checkReference("company", "7")).toEqual(invalid);
    expect(checkReference("company", "x", "IMP_USA_BL_SEA")).toEqual(invalid);
    expect(checkReference("search", "keyword=chairs")).toEqual(invalid);
  });

  it("are told apart by id, or by a search's written form", () => {
    expect(referenceKey("company", "007")).toBe("7");
    expect(referenceKey("bill", "x")).toBeUndefined();
    expect(referenceKey("search", "keyword=chairs&datasets=IMP_USA_BL_SEA&current=2")).toBe(
      "datasets=IMP_USA_BL_SEA&keyword=chairs",
    );
  });

  it("open their screens (D204)", () => {
    expect(collectionAddress({ kind: "bill", ref: "42", datasets: [] })).toBe("/shipments/bill?id=42");
    expect(
      collectionAddress({ kind: "company", ref: "7", datasets: ["IMP_MEXICO_CD_SEA", "IMP_USA_BL_SEA"] }),
    ).toBe("/shipments/company?id=7&datasets=IMP_MEXICO_CD_SEA%2CIMP_USA_BL_SEA");
    expect(collectionAddress({ kind: "search", ref: "datasets=IMP_USA_BL_SEA", datasets: [] })).toBe(
      "/shipments/search?datasets=IMP_USA_BL_SEA",
    );
  });
});
