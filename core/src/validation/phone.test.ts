import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPhone, PHONE_PATTERN } from "./phone.ts";

describe("isPhone", () => {
  it.each([
    "123456",
    "+86 21 1234 5678",
    "+1 (555) 123-4567",
    "(021) 6666-8888",
    "+44 20 7946 0958",
    "12345678901234567890",
    "  +7 495 123-45-67  ",
  ])("accepts %j", (phone) => {
    expect(isPhone(phone)).toBe(true);
  });

  it.each([
    "",
    "12345",
    "123456789012345678901",
    "+",
    "++8612345678",
    "86+12345678",
    "555.123.4567",
    "555-CALL-NOW",
    "(555 123456",
    "555) 123456",
    "((555)) 123456",
    "()123456",
    "+1 (555) 123-4567 ext 9",
    `1${" ".repeat(30)}23456`,
  ])("refuses %j", (phone) => {
    expect(isPhone(phone)).toBe(false);
  });

  test.prop([fc.string({ unit: fc.constantFrom("0", "7", " ", "-"), maxLength: 30 })])(
    "a phone of digits, spaces and hyphens is valid exactly when it has 6 to 20 digits",
    (phone) => {
      const digits = phone.replace(/\D/g, "").length;
      expect(isPhone(phone)).toBe(digits >= 6 && digits <= 20 && phone.trim().length <= 30);
    },
  );

  it("stays linear on long adversarial input", () => {
    expect(PHONE_PATTERN.test(`${"(1)".repeat(20_000)}(`)).toBe(false);
    expect(PHONE_PATTERN.test(`+${"1 ".repeat(25_000)}x`)).toBe(false);
  });
});
