import { describe, expect, it } from "vitest";
import {
  CUSTOMER_STATUS,
  customerStatusLabel,
  isCustomerStatus,
  parseCustomerStatus,
} from "./customer-status.ts";

describe("customer status", () => {
  it("is 0 public, 1 private, 2 cooperative", () => {
    expect(CUSTOMER_STATUS).toEqual({ PUBLIC: 0, PRIVATE: 1, COOPERATIVE: 2 });
    expect([0, 1, 2].map((s) => customerStatusLabel(s as 0 | 1 | 2))).toEqual([
      "customers.status.public",
      "customers.status.private",
      "customers.status.cooperative",
    ]);
  });

  it.each([
    [0, 0],
    ["1", 1],
    [" 2 ", 2],
    [3, undefined],
    [-1, undefined],
    ["", undefined],
    [null, undefined],
    [1.5, undefined],
  ])("parses %j as %j", (raw, status) => {
    expect(parseCustomerStatus(raw)).toBe(status);
  });

  it("guards the three codes only", () => {
    expect(isCustomerStatus(2)).toBe(true);
    expect(isCustomerStatus("2")).toBe(false);
  });
});
