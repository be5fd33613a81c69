import { EMAIL_MAX_LENGTH } from "@portolan/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterSignIn, emptyLogin, loginIssues, withReturnPath } from "./login-form.ts";

const filled = { login: "demo-main", password: "portolan-demo", captcha: "AB12" };

describe("the log-in form's checks", () => {
  it("names every empty field, in the form's order", () => {
    expect(loginIssues(emptyLogin)).toEqual([
      { field: "login", message: "validation.login.accountRequired" },
      { field: "password", message: "validation.purchase.passwordRequired" },
      { field: "captcha", message: "validation.purchase.captchaRequired" },
    ]);
    expect(loginIssues({ ...filled, login: "  " })).toEqual([
      { field: "login", message: "validation.login.accountRequired" },
    ]);
  });

  it("passes a filled form, and bounds the account's length", () => {
    expect(loginIssues(filled)).toEqual([]);
    expect(loginIssues({ ...filled, login: "a".repeat(EMAIL_MAX_LENGTH + 1) })).toEqual([
      { field: "login", message: "validation.field.tooLong", max: EMAIL_MAX_LENGTH },
    ]);
  });

  it("never refuses a form whose three fields hold visible text", () => {
    const text = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== "");
    fc.assert(
      fc.property(text, text, text, (login, password, captcha) => {
        expect(loginIssues({ login, password, captcha })).toEqual([]);
      }),
    );
  });
});

describe("where signing in leads", () => {
  it.each([
    ["", "/dashboard", true],
    ["?redirect=%2Fcost", "/cost", true],
    ["?redirect=%2Faccount%2Fbasicinfo", "/account/basicinfo", true],
    ["?redirect=%2Fen%2Fpackage", "/en/package", false],
    ["?redirect=%2F%2Fevil.example", "/dashboard", true],
    ["?redirect=https%3A%2F%2Fevil.example", "/dashboard", true],
    ["?redirect=%2Flogin", "/dashboard", true],
  ])("from %j to %s (in place: %s)", (search, path, inPlace) => {
    expect(afterSignIn(new URLSearchParams(search))).toEqual({ path, inPlace });
  });

  it("carries the return path to the other sign-in page", () => {
    expect(withReturnPath("/register", new URLSearchParams("redirect=%2Fcost"))).toBe(
      "/register?redirect=%2Fcost",
    );
    expect(withReturnPath("/register", new URLSearchParams(""))).toBe("/register");
  });
});
