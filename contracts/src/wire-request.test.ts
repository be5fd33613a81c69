import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpointExamples } from "./endpoint-examples.ts";
import { api } from "./registry.ts";
import { decodeRequest, decodeResponse, encodeRequest, encodeResponse, holdsNul } from "./wire-request.ts";

const raw = { pathParams: {}, query: "", headers: {}, body: "" };

describe("encodeRequest", () => {
  it("sends a form call as a form body with its content type", () => {
    const wire = Result.getOrThrow(
      encodeRequest(api.sendVerifyCode, endpointExamples.sendVerifyCode.request),
    );
    expect(wire).toStrictEqual({
      method: "POST",
      host: "provider",
      path: "/api/public/sendVerifyCode",
      query: "",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=ada%40acme.example&captcha=eyJjaGFsbGVuZ2UiOnt9LCJzb2x1dGlvbiI6e319",
    });
  });

  it("fills the numeric id of the payment page into its path", () => {
    const wire = Result.getOrThrow(encodeRequest(api.paymentById, { path: { id: 20240001 } }));
    expect([wire.method, wire.path, wire.query, wire.headers, wire.body]).toEqual([
      "GET",
      "/public/payment/20240001",
      "",
      {},
      undefined,
    ]);
  });

  it("sends any other id as the query parameter id (spec §5)", () => {
    const wire = Result.getOrThrow(encodeRequest(api.paymentByQuery, { query: { id: "PAY 7/f" } }));
    expect([wire.path, wire.query]).toEqual(["/public/payment", "id=PAY+7%2Ff"]);
  });

  it("sends the utilities query of spec §7 to the utilities host", () => {
    const wire = Result.getOrThrow(encodeRequest(api.utilitiesList, endpointExamples.utilitiesList.request));
    expect([wire.host, wire.query]).toEqual(["utilities", "id=265&page=1&limit=10&desc=false"]);
  });

  it("sends a payment call as JSON with its Idempotency-Key", () => {
    const wire = Result.getOrThrow(encodeRequest(api.createOrder, endpointExamples.createOrder.request));
    expect(wire.headers).toStrictEqual({
      "Idempotency-Key": "0b6f3c9e-5a41-4d8e-9f0a-2c1d7e6b8a90",
      "Content-Type": "application/json",
    });
    expect(JSON.parse(wire.body ?? "")).toStrictEqual({ tierId: "PLUS" });
  });

  it("sends a call without parameters as its bare path", () => {
    expect(Result.getOrThrow(encodeRequest(api.identity, {}))).toStrictEqual({
      method: "GET",
      host: "provider",
      path: "/console/user/identity",
      query: "",
      headers: {},
    });
  });

  it("refuses a request that breaks its schema", () => {
    const bad = encodeRequest(api.createOrder, {
      headers: { "Idempotency-Key": "" },
      body: { tierId: "PLUS" },
    });
    expect(Result.isFailure(bad) && bad.failure.reason).toBe("invalid");
  });
});

describe("decodeRequest", () => {
  it("reads headers whatever their case", () => {
    const decoded = decodeRequest(api.providerOrder, {
      ...raw,
      headers: { "idempotency-key": "k-1", "content-type": "application/json" },
      body: '{"orderId":"20240001"}',
    });
    expect(Result.getOrThrow(decoded)).toStrictEqual({
      headers: { "Idempotency-Key": "k-1" },
      body: { orderId: "20240001" },
    });
  });

  it("refuses a payment call without its Idempotency-Key", () => {
    const decoded = decodeRequest(api.providerOrder, { ...raw, body: '{"orderId":"1"}' });
    expect(Result.isFailure(decoded)).toBe(true);
  });

  it("refuses a body that is not JSON, or a path id that is not a number", () => {
    expect(Result.isFailure(decodeRequest(api.contactUs, { ...raw, body: "{oops" }))).toBe(true);
    expect(Result.isFailure(decodeRequest(api.paymentById, { ...raw, pathParams: { id: "abc" } }))).toBe(
      true,
    );
  });

  it("reads the form body of the demo form", () => {
    const wire = Result.getOrThrow(encodeRequest(api.submitForm, endpointExamples.submitForm.request));
    const decoded = decodeRequest(api.submitForm, { ...raw, body: wire.body ?? "" });
    expect(Result.getOrThrow(decoded)).toStrictEqual(endpointExamples.submitForm.request);
  });
});

describe("responses", () => {
  it("encode to JSON text and decode back", () => {
    const text = Result.getOrThrow(encodeResponse(api.identity, endpointExamples.identity.response));
    expect(Result.getOrThrow(decodeResponse(api.identity, JSON.parse(text)))).toStrictEqual(
      endpointExamples.identity.response,
    );
  });

  it("refuse a body that is not the endpoint's", () => {
    const failure = decodeResponse(api.identity, { code: 200, data: { id: "1" } });
    expect(Result.isFailure(failure) && failure.failure.reason).toBe("invalid");
  });
});

describe("a NUL character in a request", () => {
  it("refuses the request as wrong parameters, in a query or a JSON body", () => {
    expect(decodeRequest(api.publicTrySearch, { ...raw, query: "words=steel%00" })._tag).toBe("Failure");
    expect(decodeRequest(api.publicTrySearch, { ...raw, query: "words=steel" })._tag).toBe("Success");
  });

  it("is found anywhere in a decoded value, and nothing else is taken for one", () => {
    expect(holdsNul("a\u0000b")).toBe(true);
    expect(holdsNul({ q: ["x", { deep: "\u0000" }] })).toBe(true);
    expect(holdsNul({ q: ["x", { deep: "0" }], n: 0, none: null })).toBe(false);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(holdsNul(value)).toBe(JSON.stringify(value).includes("\\u0000"));
      }),
    );
  });
});
