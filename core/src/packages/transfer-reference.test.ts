import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTransferReference, transferReference } from "./transfer-reference.ts";

const orderId = fc.stringMatching(/^[1-9]\d{11}$/);

describe("transfer reference", () => {
  it("is PTL, the order id and two check digits", () => {
    expect(transferReference("123456789012")).toBe("PTL12345678901244");
    expect(parseTransferReference("ptl 1234-5678-9012 44")).toEqual({ ok: true, value: "123456789012" });
  });

  it("refuses what is not a reference", () => {
    for (const text of ["", "PTL", "PTL1", "ABC12345678901268", "PTL12345678901245", "PTL1234567890126x"])
      expect(parseTransferReference(text)).toEqual({
        ok: false,
        error: "packages.transfer.referenceInvalid",
      });
  });

  test.prop([orderId])("reads back the order id it was made from", (id) => {
    expect(parseTransferReference(transferReference(id))).toEqual({ ok: true, value: id });
  });

  test.prop([orderId, fc.nat({ max: 13 }), fc.integer({ min: 1, max: 9 })])(
    "a single mistyped digit is caught",
    (id, at, delta) => {
      const ref = transferReference(id);
      const i = 3 + (at % (ref.length - 3));
      const typo = `${ref.slice(0, i)}${(Number(ref[i]) + delta) % 10}${ref.slice(i + 1)}`;
      expect(parseTransferReference(typo).ok).toBe(false);
    },
  );
});
