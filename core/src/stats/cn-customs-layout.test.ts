import { describe, expect, it } from "vitest";
import { alpha2OfCnCustoms, cnCustomsCodeOf } from "./cn-customs-countries.ts";
import { cnFlowOfFileName, readCnCustomsRow } from "./cn-customs-layout.ts";
import { isProvinceCode, provinceByCode } from "./cn-provinces.ts";
import { isTradeModeCode, tradeModeByCode } from "./cn-trade-modes.ts";

// Guangdong's general-trade exports of laptops to the USA, March 2025, as the query exports them.
const good: Record<string, string> = {
  数据年月: "202503",
  商品编码: "84713000",
  商品名称: "便携式自动数据处理设备",
  贸易伙伴编码: "502",
  贸易伙伴名称: "美国",
  贸易方式编码: "10",
  贸易方式名称: "一般贸易",
  注册地编码: "44",
  注册地名称: "广东省",
  第一数量: "1000",
  第一计量单位: "台",
  第二数量: "2300",
  第二计量单位: "千克",
  美元: "350000",
  人民币: "2520000",
};

describe("China customs' query export layout", () => {
  it("reads a row, its weight from the quantity in kilograms", () => {
    expect(readCnCustomsRow(good, "X")).toEqual({
      kind: "row",
      row: {
        source: "cn",
        reporter: "CN",
        flow: "X",
        partner: "US",
        hs: "84713000",
        period: 202503,
        tradeMode: "10",
        province: "44",
        valueUsd: 350000,
        valueCny: 2520000,
        netWeight: 2300,
        quantity: 1000,
        quantityUnit: "台",
        quantity2: 2300,
        quantity2Unit: "千克",
      },
    });
    const kg = readCnCustomsRow(
      { ...good, 第一计量单位: "千克", 第二数量: "", 第二计量单位: "", 人民币: "", 数据年月: "2025-03" },
      "M",
    );
    expect(kg.kind === "row" && kg.row).toEqual({
      source: "cn",
      reporter: "CN",
      flow: "M",
      partner: "US",
      hs: "84713000",
      period: 202503,
      tradeMode: "10",
      province: "44",
      valueUsd: 350000,
      netWeight: 1000,
      quantity: 1000,
      quantityUnit: "千克",
    });
    const noWeight = readCnCustomsRow({ ...good, 第二计量单位: "个" }, "X");
    expect(noWeight.kind === "row" && "netWeight" in noWeight.row).toBe(false);
  });

  it("takes the flow from a 进出口 column, else from the file's name", () => {
    expect(readCnCustomsRow({ ...good, 进出口: "进口" }, "X")).toMatchObject({ row: { flow: "M" } });
    expect(readCnCustomsRow({ ...good, 进出口: "export" }, undefined)).toMatchObject({ row: { flow: "X" } });
    expect(readCnCustomsRow({ ...good, 进出口: "过境" }, "X")).toEqual({
      kind: "reject",
      reason: "stats.import.badFlow",
      column: "进出口",
    });
    expect(readCnCustomsRow(good, undefined)).toMatchObject({
      kind: "reject",
      reason: "stats.import.badFlow",
    });
    expect(cnFlowOfFileName("cn-customs_export_2025.csv.gz")).toBe("X");
    expect(cnFlowOfFileName("进口_2025.csv")).toBe("M");
    expect(cnFlowOfFileName("trade_2025.csv")).toBeUndefined();
    expect(cnFlowOfFileName("import-export.csv")).toBeUndefined();
  });

  it.each([
    [{ 数据年月: "202513" }, "stats.import.badPeriod", "数据年月"],
    [{ 数据年月: "2025" }, "stats.import.badPeriod", "数据年月"],
    [{ 商品编码: "847130" }, "stats.import.badHs", "商品编码"],
    [{ 贸易伙伴编码: "999" }, "stats.import.badCountry", "贸易伙伴编码"],
    [{ 贸易方式编码: "0110" }, "stats.import.badTradeMode", "贸易方式编码"],
    [{ 注册地编码: "99" }, "stats.import.badProvince", "注册地编码"],
    [{ 美元: "" }, "stats.import.badNumber", "美元"],
    [{ 人民币: "abc" }, "stats.import.badNumber", "人民币"],
    [{ 第一数量: "-1" }, "stats.import.badNumber", "第一数量"],
  ])("rejects %j: %s in %s", (change, reason, column) => {
    expect(readCnCustomsRow({ ...good, ...change }, "X")).toEqual({ kind: "reject", reason, column });
  });

  it("knows China customs' codes of countries, trade modes and provinces", () => {
    expect(alpha2OfCnCustoms("502")).toBe("US");
    expect(alpha2OfCnCustoms("116")).toBe("JP");
    expect(alpha2OfCnCustoms("304")).toBe("DE");
    expect(alpha2OfCnCustoms("143")).toBe("TW");
    expect(alpha2OfCnCustoms("000")).toBeUndefined();
    expect(cnCustomsCodeOf("RU")).toBe("344");
    expect(isTradeModeCode("10")).toBe(true);
    expect(tradeModeByCode("15")?.name.zh).toBe("进料加工贸易");
    expect(isProvinceCode("44")).toBe(true);
    expect(provinceByCode("31")?.name).toEqual({ zh: "上海市", en: "Shanghai", ru: "Шанхай" });
  });
});
