import { describe, expect, it } from "vitest";
import { TRADE_EXPORT_PATH, tradeExportPath } from "./trade-export-path.ts";

describe("tradeExportPath", () => {
  it("carries the query and the format, encoded", () => {
    expect(tradeExportPath({ datasets: "IMP_USA_BL_SEA", keyword: "椅 & chairs" }, "xlsx")).toBe(
      `${TRADE_EXPORT_PATH}?datasets=IMP_USA_BL_SEA&keyword=%E6%A4%85%20%26%20chairs&format=xlsx`,
    );
  });
});
