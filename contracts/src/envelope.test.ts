import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { EmptyEnvelope, Envelope, EnvelopeHead, RequestFailure } from "./envelope.ts";

const accepts = (schema: Schema.Codec<unknown, unknown>, value: unknown) =>
  Schema.decodeUnknownResult(schema)(value)._tag === "Success";

describe("Envelope(data)", () => {
  const Numbers = Envelope(Schema.Array(Schema.Number));

  it("reads code, msg and data", () => {
    expect(Schema.decodeUnknownSync(Numbers)({ code: 0, msg: "ok", data: [1, 2] })).toStrictEqual({
      code: 0,
      msg: "ok",
      data: [1, 2],
    });
  });

  it("accepts a message that is absent or null", () => {
    expect(accepts(Numbers, { code: 200, data: [] })).toBe(true);
    expect(accepts(Numbers, { code: 1, msg: null, data: [] })).toBe(true);
  });

  it("refuses a missing code, a string code, a missing or misshapen data", () => {
    expect(accepts(Numbers, { msg: "ok", data: [] })).toBe(false);
    expect(accepts(Numbers, { code: "0", data: [] })).toBe(false);
    expect(accepts(Numbers, { code: 0 })).toBe(false);
    expect(accepts(Numbers, { code: 0, data: ["1"] })).toBe(false);
    expect(accepts(Numbers, { code: 1.5, data: [] })).toBe(false);
  });

  it("is structural only: a failure code with good data still decodes (success is core's reading)", () => {
    expect(accepts(Numbers, { code: 10001, msg: "wrong parameters", data: [] })).toBe(true);
  });
});

describe("EnvelopeHead", () => {
  it("reads any body, whatever its data, so a failure can be read before the data", () => {
    expect(Schema.decodeUnknownSync(EnvelopeHead)({ code: 401, msg: "expired" })).toStrictEqual({
      code: 401,
      msg: "expired",
    });
    expect(accepts(EnvelopeHead, { code: 20008, msg: null, data: { any: "thing" } })).toBe(true);
    expect(accepts(EnvelopeHead, { msg: "no code" })).toBe(false);
  });
});

describe("EmptyEnvelope", () => {
  it("accepts data absent or null, and nothing else", () => {
    expect(accepts(EmptyEnvelope, { code: 1 })).toBe(true);
    expect(accepts(EmptyEnvelope, { code: 1, msg: "sent", data: null })).toBe(true);
    expect(accepts(EmptyEnvelope, { code: 1, data: {} })).toBe(false);
  });
});

describe("RequestFailure (spec §7: flag s 0, empty d, an errors list)", () => {
  it("reads a transport failure and a refused call", () => {
    const failure = {
      s: 0,
      d: [],
      errors: [
        { status: 503, message: "Invalid request" },
        { code: 20008, message: "verification code error" },
      ],
    };
    expect(Schema.decodeUnknownSync(RequestFailure)(failure)).toStrictEqual(failure);
  });

  it("refuses another flag, a non-empty d, or an error without message", () => {
    expect(accepts(RequestFailure, { s: 1, d: [], errors: [] })).toBe(false);
    expect(accepts(RequestFailure, { s: 0, d: [1], errors: [] })).toBe(false);
    expect(accepts(RequestFailure, { s: 0, d: [], errors: [{ code: 1 }] })).toBe(false);
  });
});
