import type { CallFailure } from "@portolan/adapters";
import { classifyResponse } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { captchaSurvives, failureLink, failureText, issueText, type Translate } from "./notice-text.ts";

const t: Translate = (id, values) => `${id}${values ? JSON.stringify(values) : ""}`;
const refused = (code: number, msg = "") =>
  classifyResponse({ kind: "response", status: 200, statusText: "OK", body: { code, msg } }) as CallFailure;

describe("notice text", () => {
  it("translates a named code and shows the server's text for an unnamed one", () => {
    expect(failureText(t, refused(20008))).toBe('errors.code.verificationCode{"code":20008}');
    expect(failureText(t, refused(99999, "Quota reached"))).toBe("Quota reached");
  });

  it("says the network failed when there was no answer, and nothing for an expired session", () => {
    expect(failureText(t, classifyResponse({ kind: "network-failure" }) as CallFailure)).toBe(
      'errors.network.failed{"status":0}',
    );
    expect(failureText(t, refused(401))).toBeUndefined();
  });

  it("gives a too-long issue its limit", () => {
    expect(issueText(t, { field: "x", message: "validation.field.tooLong", max: 200 })).toBe(
      'validation.field.tooLong{"max":200}',
    );
  });

  it("keeps the captcha only after a refusal of the fields (10001 to 10004)", () => {
    expect(captchaSurvives(refused(10001))).toBe(true);
    expect(captchaSurvives(refused(10004))).toBe(true);
    expect(captchaSurvives(refused(20009))).toBe(false);
    expect(captchaSurvives(classifyResponse({ kind: "network-failure" }) as CallFailure)).toBe(false);
  });

  it("links a cancelled account's refusal to the appeal page of the page's language, and nothing else (D292)", () => {
    expect(failureLink(t, refused(20003), "ru")).toEqual({
      href: "/ru/contact",
      text: "errors.account.appeal",
    });
    expect(failureLink(t, refused(20003), "zh")?.href).toBe("/cn/contact");
    expect(failureLink(t, refused(20002), "en")).toBeUndefined();
    expect(failureLink(t, refused(20001), "en")).toBeUndefined();
  });
});
