import { describe, expect, it } from "vitest";
import { validateForgotPassword, validateNewPassword } from "./password-reset.ts";

describe("forgot password", () => {
  it("needs a valid email and the captcha, in that order", () => {
    expect(validateForgotPassword({ email: "", captcha: "" })).toEqual([
      { field: "email", message: "validation.reset.emailRequired" },
      { field: "captcha", message: "validation.contact.captchaRequired" },
    ]);
    expect(validateForgotPassword({ email: "ada@", captcha: "x" })).toEqual([
      { field: "email", message: "validation.email.invalid" },
    ]);
    expect(validateForgotPassword({ email: " ada@acme.example ", captcha: "x7kq" })).toEqual([]);
  });
});

describe("new password", () => {
  it("takes the purchase rule's length and must be typed twice alike", () => {
    expect(validateNewPassword({ password: "", confirm: "" })).toEqual([
      { field: "password", message: "validation.purchase.passwordRequired" },
    ]);
    expect(validateNewPassword({ password: "abc", confirm: "abc" })).toEqual([
      { field: "password", message: "validation.purchase.passwordTooShort" },
    ]);
    expect(validateNewPassword({ password: "harbour-2026", confirm: "harbour-2025" })).toEqual([
      { field: "confirm", message: "validation.reset.mismatch" },
    ]);
    expect(validateNewPassword({ password: "harbour-2026", confirm: "harbour-2026" })).toEqual([]);
  });
});
