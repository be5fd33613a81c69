import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DemoRequestValues,
  demoRequestPayload,
  demoRequestSubmitIssue,
  emptyDemoRequest,
  nextRequestButtonEnabled,
  sendCodeIssue,
  validateDemoRequest,
} from "./demo-request.ts";

const filled: DemoRequestValues = {
  fullName: "Li Wei",
  companyName: "Ningbo Export Co.",
  jobTitle: "Buyer",
  email: "li.wei@example.com",
  captcha: "4821",
  Phone: "+86 574 1234 5678",
  country: "CN",
  interested: "US",
  message: "",
};

describe("demo request submit (spec §5)", () => {
  it("passes a filled form with no message", () => {
    expect(validateDemoRequest(filled)).toEqual([]);
    expect(demoRequestSubmitIssue(filled)).toBeUndefined();
  });

  // Written out from the spec's order: full name, company name, job title, email, phone, country,
  // interest, verification code. Each row empties that field and every field after it.
  it.each([
    ["fullName", "validation.demo.fullNameRequired"],
    ["companyName", "validation.demo.companyNameRequired"],
    ["jobTitle", "validation.demo.jobTitleRequired"],
    ["email", "validation.demo.emailRequired"],
    ["Phone", "validation.demo.phoneRequired"],
    ["country", "validation.demo.countryRequired"],
    ["interested", "validation.demo.interestedRequired"],
    ["captcha", "validation.demo.captchaRequired"],
  ] as const)("stops at %s with %s", (field, message) => {
    const order = [
      "fullName",
      "companyName",
      "jobTitle",
      "email",
      "Phone",
      "country",
      "interested",
      "captcha",
    ];
    const values = { ...filled };
    for (const f of order.slice(order.indexOf(field))) Object.assign(values, { [f]: "" });
    expect(demoRequestSubmitIssue(values)).toEqual({ field, message });
  });

  it("reports every empty field in order", () => {
    expect(validateDemoRequest(emptyDemoRequest).map((i) => i.field)).toEqual([
      "fullName",
      "companyName",
      "jobTitle",
      "email",
      "Phone",
      "country",
      "interested",
      "captcha",
    ]);
  });

  it("counts whitespace-only as empty", () => {
    expect(demoRequestSubmitIssue({ ...filled, jobTitle: " \t\n" })).toEqual({
      field: "jobTitle",
      message: "validation.demo.jobTitleRequired",
    });
  });

  // Issue 29 item 14 (D293): the dialog had stored the phone "abc"; a filled email and Phone must be one.
  it.each([
    ["Phone", "abc", "validation.phone.invalid"],
    ["Phone", "call me", "validation.phone.invalid"],
    ["Phone", "12345", "validation.phone.invalid"],
    ["Phone", "+1 (555) 010-0199 ext", "validation.phone.invalid"],
    ["email", "not an email", "validation.email.invalid"],
    ["email", "li.wei@", "validation.email.invalid"],
  ] as const)("refuses %s %j with %s", (field, value, message) => {
    expect(validateDemoRequest({ ...filled, [field]: value })).toEqual([{ field, message }]);
  });

  it.each(["+86 574 1234 5678", "(0574) 8765-4321", "020 7946 0958", "123456"])(
    "takes the phone %j",
    (Phone) => {
      expect(validateDemoRequest({ ...filled, Phone })).toEqual([]);
    },
  );

  it("stops at the email before the phone, as the spec's order has it", () => {
    expect(demoRequestSubmitIssue({ ...filled, email: "x", Phone: "abc" })).toEqual({
      field: "email",
      message: "validation.email.invalid",
    });
  });

  it("limits lengths, the message included", () => {
    expect(validateDemoRequest({ ...filled, fullName: "x".repeat(201), message: "m".repeat(5001) })).toEqual([
      { field: "fullName", message: "validation.field.tooLong", max: 200 },
      { field: "message", message: "validation.field.tooLong", max: 5000 },
    ]);
    expect(validateDemoRequest({ ...filled, fullName: "x".repeat(200), message: "m".repeat(5000) })).toEqual(
      [],
    );
    expect(validateDemoRequest({ ...filled, captcha: "1".repeat(33) })).toEqual([
      { field: "captcha", message: "validation.field.tooLong", max: 32 },
    ]);
  });
});

describe("send code (spec §5)", () => {
  it("requires a non-empty email and nothing more", () => {
    expect(sendCodeIssue("")).toEqual({ field: "email", message: "validation.demo.emailRequired" });
    expect(sendCodeIssue("   ")).toEqual({ field: "email", message: "validation.demo.emailRequired" });
    expect(sendCodeIssue("x")).toBeUndefined();
  });
});

describe("request button (spec §4)", () => {
  it("stays disabled until all eight fields are filled; the message does not matter", () => {
    expect(nextRequestButtonEnabled(false, { ...filled, Phone: "" })).toBe(false);
    expect(nextRequestButtonEnabled(false, { ...filled, captcha: " " })).toBe(false);
    expect(nextRequestButtonEnabled(false, filled)).toBe(true);
    expect(nextRequestButtonEnabled(false, { ...filled, message: "hello" })).toBe(true);
  });

  const values = fc.record({
    fullName: fc.constantFrom("", " ", "a"),
    companyName: fc.constantFrom("", "b"),
    jobTitle: fc.constantFrom("", "c"),
    email: fc.constantFrom("", "d@example.com"),
    captcha: fc.constantFrom("", "e"),
    Phone: fc.constantFrom("", "+1 555 0100"),
    country: fc.constantFrom("", "g"),
    interested: fc.constantFrom("", "h"),
    message: fc.constantFrom("", "i"),
  });

  test.prop([fc.array(values, { maxLength: 20 })])("once enabled is never disabled again", (edits) => {
    let enabled = false;
    for (const v of edits) {
      const next = nextRequestButtonEnabled(enabled, v);
      if (enabled) expect(next).toBe(true);
      enabled = next;
    }
  });

  test.prop([values])("enables exactly when the submit check passes on the eight fields", (v) => {
    expect(nextRequestButtonEnabled(false, v)).toBe(demoRequestSubmitIssue(v) === undefined);
  });
});

describe("submitted payload (spec §3)", () => {
  it("maps the form to the submitted keys, in the spec's order", () => {
    const payload = demoRequestPayload({ ...filled, fullName: "  Li Wei ", message: "Call after 3pm" });
    expect(Object.keys(payload)).toEqual([
      "country",
      "interested",
      "job",
      "name",
      "email",
      "mobile",
      "company",
      "message",
    ]);
    expect(payload).toEqual({
      country: "CN",
      interested: "US",
      job: "Buyer",
      name: "Li Wei",
      email: "li.wei@example.com",
      mobile: "+86 574 1234 5678",
      company: "Ningbo Export Co.",
      message: "Call after 3pm",
    });
  });

  it("does not carry the verification code in the form data", () => {
    expect(Object.values(demoRequestPayload({ ...filled, captcha: "SECRET-9" }))).not.toContain("SECRET-9");
  });
});
