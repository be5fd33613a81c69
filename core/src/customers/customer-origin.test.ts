import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  CUSTOMER_ORIGIN,
  customerOriginCode,
  customerOriginFilterLabel,
  customerOriginLabel,
  deriveCustomerOrigin,
} from "./customer-origin.ts";

describe("customer origin", () => {
  it("has the codes of spec §3", () => {
    expect(CUSTOMER_ORIGIN).toEqual({ EXTERNAL: 0, TRADE_INFORMATION: 1, GLOBAL_BUYERS: 2, SEARCH: 3 });
    expect([0, 1, 2, 3].map((c) => customerOriginFilterLabel(c as 0 | 1 | 2 | 3))).toEqual([
      "customers.origin.externalCustomers",
      "customers.origin.tradeInformation",
      "customers.origin.globalBuyers",
      "customers.origin.search",
    ]);
  });

  it.each([
    [{ originCdUuid: "cd-1" }, "tradeInformation", 1],
    [{ originGbUuid: "gb-1" }, "globalBuyers", 2],
    [{ originSoUuid: "so-1" }, "search", 3],
    [{}, "others", 0],
    [{ originCdUuid: "", originGbUuid: null, originSoUuid: "  " }, "others", 0],
    [{ originCdUuid: "cd", originGbUuid: "gb", originSoUuid: "so" }, "tradeInformation", 1],
    [{ originGbUuid: "gb", originSoUuid: "so" }, "globalBuyers", 2],
  ] as const)("%j is %s", (raw, origin, code) => {
    expect(deriveCustomerOrigin(raw)).toBe(origin);
    expect(customerOriginCode(origin)).toBe(code);
  });

  it("labels a row's origin, with 'others' for none", () => {
    expect(customerOriginLabel("others")).toBe("customers.origin.others");
    expect(customerOriginLabel("search")).toBe("customers.origin.search");
  });

  const uuid = fc.option(fc.string(), { nil: undefined });
  test.prop([uuid, uuid, uuid])("is 'others' exactly when no field holds a value", (cd, gb, so) => {
    const none = [cd, gb, so].every((v) => v === undefined || v.trim() === "");
    const raw = {
      ...(cd === undefined ? {} : { originCdUuid: cd }),
      ...(gb === undefined ? {} : { originGbUuid: gb }),
      ...(so === undefined ? {} : { originSoUuid: so }),
    };
    expect(deriveCustomerOrigin(raw) === "others").toBe(none);
  });
});
