import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { CUSTOMS_DATASETS } from "./customs-catalogue.ts";
import {
  bitsToFlags,
  flagsToBits,
  isOwnershipCode,
  NO_OWNERSHIP,
  OWNERSHIP_CODE_LENGTH,
  type OwnershipFlags,
  ownedFlags,
  ownsCustomsDataset,
  SHIP_BIT_INDEX,
  selectedOfType,
  TRANSIT_BIT_INDEX,
  withTypeSelection,
} from "./ownership-bits.ts";

const validCode = fc
  .array(fc.constantFrom("0", "1"), { minLength: OWNERSHIP_CODE_LENGTH, maxLength: OWNERSHIP_CODE_LENGTH })
  .map((bits) => bits.join(""));
const fullFlags: fc.Arbitrary<OwnershipFlags> = fc.record({
  customs: fc
    .array(fc.boolean(), { minLength: CUSTOMS_DATASETS.length, maxLength: CUSTOMS_DATASETS.length })
    .map((bs) => Object.fromEntries(CUSTOMS_DATASETS.map((d, i) => [d.value, bs[i] === true]))),
  ship: fc.boolean(),
  transit: fc.boolean(),
});
const type = fc.constantFrom("SHIPMENTS_IMPORT" as const, "SHIPMENTS_EXPORT" as const);
const oneAt = (i: number) => `${"0".repeat(i)}1${"0".repeat(OWNERSHIP_CODE_LENGTH - i - 1)}`;

describe("ownership code", () => {
  it("has one bit per customs data set, then ship, then transit", () => {
    expect(OWNERSHIP_CODE_LENGTH).toBe(113);
    expect(SHIP_BIT_INDEX).toBe(111);
    expect(TRANSIT_BIT_INDEX).toBe(112);
    expect(NO_OWNERSHIP).toBe("0".repeat(113));
  });

  it("reads the first bit as the first catalogue entry (IMP_USA_BL_SEA)", () => {
    const flags = ownedFlags(oneAt(0));
    expect(flags.customs.IMP_USA_BL_SEA).toBe(true);
    expect(flags.customs.EXP_USA_BL_SEA).toBe(false);
    expect(flags.ship || flags.transit).toBe(false);
    expect(ownedFlags(oneAt(SHIP_BIT_INDEX))).toMatchObject({ ship: true, transit: false });
    expect(ownedFlags(oneAt(TRANSIT_BIT_INDEX))).toMatchObject({ ship: false, transit: true });
  });

  it.each([
    ["", false],
    ["0".repeat(112), false],
    ["0".repeat(114), false],
    [`${"0".repeat(112)}2`, false],
    [` ${"0".repeat(112)}`, false],
    ["1".repeat(113), true],
    ["0".repeat(113), true],
  ])("isOwnershipCode(%j) is %s", (bits, expected) => {
    expect(isOwnershipCode(bits)).toBe(expected);
  });

  it("rejects what is not a string, and an invalid code owns nothing", () => {
    expect(isOwnershipCode(undefined)).toBe(false);
    expect(isOwnershipCode(42)).toBe(false);
    expect(bitsToFlags("101")).toEqual({ ok: false, error: "datasets.ownership.invalid" });
    expect(ownsCustomsDataset("1".repeat(112), "IMP_USA_BL_SEA")).toBe(false);
    expect(ownsCustomsDataset(oneAt(0), "IMP_USA_BL_SEA")).toBe(true);
  });

  test.prop([
    fc.oneof(validCode, fc.string()),
    fc.constantFrom(...CUSTOMS_DATASETS.map((d) => d.value), "NOT_A_SET"),
  ])("owning one data set is what the whole flag record says of it", (bits, value) => {
    expect(ownsCustomsDataset(bits, value)).toBe(ownedFlags(bits).customs[value] === true);
  });

  test.prop([validCode])("bits -> flags -> bits is the identity", (bits) => {
    const flags = bitsToFlags(bits);
    expect(flags.ok && flagsToBits(flags.value)).toBe(bits);
  });

  test.prop([fullFlags])("flags -> bits -> flags is the identity", (flags) => {
    expect(bitsToFlags(flagsToBits(flags))).toEqual({ ok: true, value: flags });
  });

  test.prop([fc.string({ unit: fc.constantFrom("0", "1", "2", "a"), maxLength: 120 })])(
    "a code is valid exactly when it is 0s and 1s of the right length",
    (s) => {
      expect(isOwnershipCode(s)).toBe(s.length === OWNERSHIP_CODE_LENGTH && !/[^01]/.test(s));
      expect(bitsToFlags(s).ok).toBe(isOwnershipCode(s));
    },
  );

  test.prop([validCode, type])("writing back a type's own selection changes nothing", (bits, t) => {
    const selected = new Set(
      selectedOfType(bits, t)
        .filter((s) => s.selected)
        .map((s) => s.dataset.value),
    );
    expect(withTypeSelection(bits, t, selected)).toBe(bits);
  });

  test.prop([validCode, type, fc.subarray(CUSTOMS_DATASETS.map((d) => d.value))])(
    "writing a type's selection sets exactly that type's bits and keeps the rest",
    (bits, t, values) => {
      const written = withTypeSelection(bits, t, new Set(values));
      CUSTOMS_DATASETS.forEach((d, i) => {
        const expected = d.type === t ? values.includes(d.value) : bits[i] === "1";
        expect(written[i] === "1").toBe(expected);
      });
      expect(written.slice(SHIP_BIT_INDEX)).toBe(bits.slice(SHIP_BIT_INDEX));
    },
  );

  it("lists every data set of a type with its selection", () => {
    const imports = selectedOfType(oneAt(0), "SHIPMENTS_IMPORT");
    expect(imports.every((s) => s.dataset.type === "SHIPMENTS_IMPORT")).toBe(true);
    expect(imports.filter((s) => s.selected).map((s) => s.dataset.value)).toEqual(["IMP_USA_BL_SEA"]);
    expect(selectedOfType("garbage", "SHIPMENTS_EXPORT").some((s) => s.selected)).toBe(false);
    expect(withTypeSelection("garbage", "SHIPMENTS_IMPORT", new Set(["IMP_USA_BL_SEA"]))).toBe(oneAt(0));
  });
});
