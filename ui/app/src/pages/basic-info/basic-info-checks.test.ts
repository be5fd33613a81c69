import { describe, expect, it } from "vitest";
import { type BasicInfoValues, basicInfoIssues, emailIssues, isNewEmail } from "./basic-info-checks.ts";

const ok: BasicInfoValues = {
  nickname: "Tariq",
  department: "Sales",
  phone: "+86 138 0000 0001",
  email: "trade@demo.portolan.test",
  emailCode: "",
};
const current = "trade@demo.portolan.test";

describe("basic-info checks", () => {
  it("accepts the current values, and blank department and phone", () => {
    expect(basicInfoIssues(ok, current)).toEqual([]);
    expect(basicInfoIssues({ ...ok, department: " ", phone: "" }, current)).toEqual([]);
  });

  it.each([
    [{ nickname: "  " }, [{ field: "nickname", message: "validation.basicInfo.nicknameRequired" }]],
    [{ email: "" }, [{ field: "email", message: "validation.basicInfo.emailRequired" }]],
    [{ email: "not-an-email" }, [{ field: "email", message: "validation.email.invalid" }]],
    [{ phone: "call me" }, [{ field: "phone", message: "validation.phone.invalid" }]],
    [
      { department: "x".repeat(500) },
      [{ field: "department", message: "validation.field.tooLong", max: expect.any(Number) }],
    ],
    [{ email: "new@acme.example" }, [{ field: "emailCode", message: "validation.demo.captchaRequired" }]],
  ] as const)("refuses %j", (change, issues) => {
    expect(basicInfoIssues({ ...ok, ...change }, current)).toEqual(issues);
  });

  it("lists issues in the form's order", () => {
    expect(basicInfoIssues({ ...ok, nickname: "", email: "bad" }, current).map((i) => i.field)).toEqual([
      "nickname",
      "email",
    ]);
  });

  it("needs a code only for a new address, not for a change of letter case", () => {
    expect(isNewEmail("TRADE@demo.portolan.test ", current)).toBe(false);
    expect(isNewEmail("new@acme.example", current)).toBe(true);
    expect(isNewEmail("", current)).toBe(false);
    expect(isNewEmail("a@b.example", undefined)).toBe(true);
    expect(basicInfoIssues({ ...ok, email: "new@acme.example", emailCode: "123456" }, current)).toEqual([]);
  });

  it("checks the address alone before a code is sent", () => {
    expect(emailIssues("new@acme.example")).toEqual([]);
    expect(emailIssues("x@")).toEqual([{ field: "email", message: "validation.email.invalid" }]);
  });
});
