import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { basicInfoIssues, needsEmailCode } from "./basic-info.ts";

const fields = (u: Parameters<typeof basicInfoIssues>[0]) =>
  basicInfoIssues(u).map((i) => `${i.field}:${i.message}`);

describe("basicInfoIssues", () => {
  it("accepts a full valid update and an empty (partial) one", () => {
    expect(
      fields({ nickname: "Li", department: "Sales", phone: "+86 138 0000 0000", email: "li@example.com" }),
    ).toEqual([]);
    expect(fields({})).toEqual([]);
  });
  it("refuses emptying the nickname and the email, lets department and phone be cleared", () => {
    expect(fields({ nickname: " ", email: "", department: "", phone: "" })).toEqual([
      "nickname:validation.basicInfo.nicknameRequired",
      "email:validation.basicInfo.emailRequired",
    ]);
  });
  it("checks the email pattern and the phone rule, in the form's order", () => {
    expect(fields({ email: "not-an-address", phone: "call me" })).toEqual([
      "phone:validation.phone.invalid",
      "email:validation.email.invalid",
    ]);
  });
  it("never checks a field that was left out (property)", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(basicInfoIssues({ department: s }).every((i) => i.field === "department")).toBe(true);
      }),
    );
  });
});

describe("needsEmailCode", () => {
  it("asks for a code only for a different address", () => {
    expect(needsEmailCode("new@example.com", "old@example.com")).toBe(true);
    expect(needsEmailCode(" OLD@example.com ", "old@example.com")).toBe(false);
    expect(needsEmailCode(undefined, "old@example.com")).toBe(false);
    expect(needsEmailCode("", "old@example.com")).toBe(false);
    expect(needsEmailCode("first@example.com", undefined)).toBe(true);
  });
  it("is insensitive to letter case and surrounding spaces (property)", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (e) => {
        expect(needsEmailCode(` ${e.toUpperCase()} `, e)).toBe(false);
      }),
    );
  });
});
