import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { SubmitFormBody } from "./endpoints/demo-form.ts";
import { decodeFields, decodeFormText, encodeFields, encodeFormText } from "./wire-codec.ts";

const Query = Schema.Struct({
  id: Schema.Int,
  page: Schema.Int,
  desc: Schema.Boolean,
  q: Schema.optionalKey(Schema.String),
});

describe("flat fields", () => {
  it("encode every field as one string and decode them back", () => {
    const fields = Result.getOrThrow(encodeFields(Query, { id: 265, page: 1, desc: false }));
    expect(fields).toStrictEqual({ id: "265", page: "1", desc: "false" });
    expect(Result.getOrThrow(decodeFields(Query, fields))).toStrictEqual({ id: 265, page: 1, desc: false });
  });

  it("refuses text that is not of the field's type", () => {
    const failure = decodeFields(Query, { id: "26x", page: "1", desc: "false" });
    expect(Result.isFailure(failure) && failure.failure.reason).toBe("invalid");
    expect(Result.isFailure(failure) && failure.failure.message).toContain("id");
    expect(Result.isFailure(decodeFields(Query, { id: "1", page: "1", desc: "no" }))).toBe(true);
  });

  it("refuses to encode a value that breaks its schema", () => {
    const failure = encodeFields(Query, { id: 1.5, page: 1, desc: true });
    expect(Result.isFailure(failure) && failure.failure.reason).toBe("invalid");
  });

  it("refuses a schema whose fields do not encode to one string", () => {
    const Nested = Schema.Struct({ a: Schema.Struct({ b: Schema.String }) });
    const failure = encodeFields(Nested, { a: { b: "x" } });
    expect(Result.isFailure(failure) && failure.failure).toStrictEqual({
      reason: "not-flat",
      message: 'Field "a" does not encode to one string',
    });
  });
});

describe("form text", () => {
  it("writes the demo form as spec §7 sends it: formData as JSON text, isCaptcha true", () => {
    const body = {
      formData: {
        country: "CN",
        interested: "US",
        job: "Buyer",
        name: "Ada",
        email: "a@b.c",
        mobile: "1",
        company: "Acme",
      },
      isCaptcha: true,
      email: "a@b.c",
      captcha: "123456",
      serviceName: "zh",
    } as const;
    const text = Result.getOrThrow(encodeFormText(SubmitFormBody, body));
    const params = new URLSearchParams(text);
    expect(JSON.parse(params.get("formData") ?? "")).toStrictEqual(body.formData);
    expect([
      params.get("isCaptcha"),
      params.get("email"),
      params.get("captcha"),
      params.get("serviceName"),
    ]).toEqual(["true", "a@b.c", "123456", "zh"]);
    expect(Result.getOrThrow(decodeFormText(SubmitFormBody, text))).toStrictEqual(body);
  });

  it("refuses formData that is not JSON of the demo fields", () => {
    const bad = "formData=%7Bnot+json&isCaptcha=true&email=a&captcha=1&serviceName=en";
    expect(Result.isFailure(decodeFormText(SubmitFormBody, bad))).toBe(true);
    const missing = `formData=${encodeURIComponent('{"name":"x"}')}&isCaptcha=true&email=a&captcha=1&serviceName=en`;
    expect(Result.isFailure(decodeFormText(SubmitFormBody, missing))).toBe(true);
    const notCaptcha = `formData=${encodeURIComponent("{}")}&isCaptcha=false&email=a&captcha=1&serviceName=en`;
    expect(Result.isFailure(decodeFormText(SubmitFormBody, notCaptcha))).toBe(true);
  });
});
