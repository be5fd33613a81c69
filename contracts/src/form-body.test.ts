import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFormFields, serializeFormFields, toWellFormed } from "./form-body.ts";

const wellFormed = fc.string({ unit: "grapheme" });
const anyText = fc.string({ unit: "binary" });

describe("serializeFormFields", () => {
  it("writes fields as the WHATWG form serializer does", () => {
    expect(serializeFormFields({ email: "ada@acme.example", isCaptcha: "true" })).toBe(
      "email=ada%40acme.example&isCaptcha=true",
    );
    expect(serializeFormFields({ "a b": "x+y z", q: "!'()~*-._" })).toBe("a+b=x%2By+z&q=%21%27%28%29%7E*-._");
    expect(serializeFormFields({ formData: '{"name":"阿"}' })).toBe(
      "formData=%7B%22name%22%3A%22%E9%98%BF%22%7D",
    );
    expect(serializeFormFields({})).toBe("");
  });

  it("matches URLSearchParams for any text, lone surrogates included", () => {
    fc.assert(
      fc.property(fc.dictionary(anyText, anyText), (fields) => {
        expect(serializeFormFields(fields)).toBe(new URLSearchParams(fields).toString());
      }),
    );
  });
});

describe("parseFormFields", () => {
  it("reads + as space, skips empty pieces, gives a bare name the empty value, keeps the first of a repeat", () => {
    expect(parseFormFields("a=1+2&&b&a=3&c=%3D")).toStrictEqual({ a: "1 2", b: "", c: "=" });
    expect(parseFormFields("")).toStrictEqual({});
  });

  it("keeps a malformed escape as written", () => {
    expect(parseFormFields("a=100%&b=%zz&c=%E9%98%BF%")).toStrictEqual({ a: "100%", b: "%zz", c: "阿%" });
    expect(parseFormFields("a=%FF%E9%98%BF")).toStrictEqual({ a: "%FF%E9%98%BF" });
  });

  it("keeps __proto__ as an ordinary field", () => {
    expect(Object.entries(parseFormFields("__proto__=x"))).toEqual([["__proto__", "x"]]);
  });

  it("agrees with URLSearchParams on every body it serialized (first value of each name)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(anyText, anyText)), (pairs) => {
        const body = new URLSearchParams(pairs).toString();
        const parsed = parseFormFields(body);
        const reference = new URLSearchParams(body);
        expect(Object.keys(parsed)).toEqual([...new Set(reference.keys())]);
        for (const name of Object.keys(parsed)) expect(parsed[name]).toBe(reference.get(name));
      }),
    );
  });
});

describe("round trip", () => {
  it("parse(serialize(fields)) = fields for well-formed text", () => {
    fc.assert(
      fc.property(fc.dictionary(wellFormed, wellFormed), (fields) => {
        expect(parseFormFields(serializeFormFields(fields))).toStrictEqual({ ...fields });
      }),
    );
  });

  it("turns a lone surrogate into U+FFFD, as the standard does", () => {
    expect(toWellFormed("a\ud800b\udc00c\ud83d\ude00")).toBe("a\ufffdb\ufffdc😀");
    expect(parseFormFields(serializeFormFields({ k: "\ud800" }))).toStrictEqual({ k: "\ufffd" });
  });
});
