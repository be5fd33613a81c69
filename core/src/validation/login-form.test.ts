import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOGIN_ORDER, loginIssues } from "./login-form.ts";

describe("loginIssues", () => {
  it("names every empty field, in the form's order", () => {
    expect(loginIssues({ login: " ", password: "", captcha: "" }).map((i) => i.field)).toEqual([
      ...LOGIN_ORDER,
    ]);
    expect(loginIssues({ login: "", password: "x", captcha: "ab" })[0]?.message).toBe(
      "validation.login.accountRequired",
    );
  });
  it("accepts any non-blank values within the limits (property)", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9@.]{1,40}$/),
        fc.string({ minLength: 1, maxLength: 64 }).filter((s) => s.trim() !== ""),
        (login, password) => {
          expect(loginIssues({ login, password, captcha: "abcd" })).toEqual([]);
        },
      ),
    );
  });
});
