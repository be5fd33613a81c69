import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CallAnswer, classifyResponse } from "./classify-response.ts";
import { IDENTITY_SUCCESS_CODES } from "./error-codes.ts";

const answer = (body: unknown, status = 200, statusText = "OK"): CallAnswer => ({
  kind: "response",
  status,
  statusText,
  body,
});

describe("classifying a call's answer", () => {
  it.each([0, 1, 200, "200"])("passes the data of body code %j", (code) => {
    expect(classifyResponse(answer({ code, msg: "", data: { n: 1 } }))).toEqual({
      kind: "ok",
      code: Number(code),
      data: { n: 1 },
    });
  });

  it("passes no data when the body has none", () => {
    expect(classifyResponse(answer({ code: 1 }))).toEqual({ kind: "ok", code: 1, data: undefined });
  });

  it("signs in identity only on 1 or 200", () => {
    expect(classifyResponse(answer({ code: 200, data: "s" }), IDENTITY_SUCCESS_CODES).kind).toBe("ok");
    expect(classifyResponse(answer({ code: 1, data: "s" }), IDENTITY_SUCCESS_CODES).kind).toBe("ok");
    expect(classifyResponse(answer({ code: 0, data: "s" }), IDENTITY_SUCCESS_CODES)).toEqual({
      kind: "rejected",
      code: 0,
      body: { code: 0, data: "s" },
      notice: { level: "error", messageId: "errors.code.other", values: { code: 0 } },
    });
  });

  it.each([401, 402, "401"])("expires the session on body code %j, showing nothing", (code) => {
    expect(classifyResponse(answer({ code, msg: "token expired" }))).toEqual({
      kind: "expired",
      code: Number(code),
    });
  });

  it("rejects a catalogued code with its message and the body", () => {
    const body = { code: 140010, msg: "发送过于频繁", data: null };
    expect(classifyResponse(answer(body))).toEqual({
      kind: "rejected",
      code: 140010,
      body,
      notice: { level: "error", messageId: "errors.code.frequentEmailCodes", values: { code: 140010 } },
    });
  });

  it("carries the refusal's values (data.params) into its message, texts and finite numbers only", () => {
    const body = {
      code: 20011,
      msg: "wait",
      data: { messageId: "errors.login.wait", params: { seconds: 4, bad: Number.NaN, obj: {} } },
    };
    expect(classifyResponse(answer(body))).toMatchObject({
      kind: "rejected",
      notice: { messageId: "errors.login.wait", values: { seconds: 4, code: 20011 } },
    });
    const values = (o: ReturnType<typeof classifyResponse>) => (o.kind === "rejected" ? o.notice.values : {});
    expect(values(classifyResponse(answer({ ...body, data: { params: "x" } })))).toEqual({ code: 20011 });
  });

  it("shows the server's msg for a code the catalogue does not name", () => {
    expect(classifyResponse(answer({ code: 99001, msg: "Account frozen" }))).toMatchObject({
      kind: "rejected",
      notice: { messageId: "errors.code.other", values: { code: 99001 }, serverText: "Account frozen" },
    });
    const noMsg = classifyResponse(answer({ code: 99001, msg: "" }));
    expect(noMsg.kind === "rejected" && "serverText" in noMsg.notice).toBe(false);
  });

  it.each([
    [404, "Not Found"],
    [500, "Internal Server Error"],
    [302, "Found"],
    [199, ""],
  ])("rejects HTTP %i with its status text", (status, statusText) => {
    expect(classifyResponse(answer({ code: 1 }, status, statusText))).toEqual({
      kind: "http-error",
      status,
      statusText,
      notice: { level: "error", messageId: "errors.http.status", values: { status, statusText } },
    });
  });

  it("reads a rate limit's 429 as its envelope: the wait said in the user's language (D334)", () => {
    const limited = classifyResponse(
      answer(
        {
          code: 20010,
          msg: "Too many",
          data: { messageId: "errors.tooManyAttempts", params: { seconds: 60 } },
        },
        429,
        "Too Many Requests",
      ),
    );
    expect(limited).toMatchObject({
      kind: "rejected",
      code: 20010,
      notice: { values: { seconds: 60, code: 20010 } },
    });
    expect(classifyResponse(answer({ code: 1 }, 429, "Too Many Requests")).kind).toBe("http-error");
  });

  it("answers no answer with its status and a notice that the network failed", () => {
    const down = (status: number) => ({
      kind: "network-error",
      status,
      notice: { level: "error", messageId: "errors.network.failed", values: { status } },
    });
    expect(classifyResponse({ kind: "network-failure" })).toEqual(down(0));
    expect(classifyResponse({ kind: "network-failure", status: 504 })).toEqual(down(504));
  });

  it("answers an unreadable body with its status and 'Invalid request'", () => {
    const invalid = (status: number) => ({
      kind: "network-error",
      status,
      notice: { level: "error", messageId: "errors.network.invalidRequest", values: { status } },
    });
    for (const body of [null, "<html>", { msg: "x" }, { code: 1.5 }, { code: "ok" }, 7])
      expect(classifyResponse(answer(body))).toEqual(invalid(200));
  });

  it("never calls a non-2xx answer ok, and never expires on a success code", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }),
        fc.integer({ min: -5, max: 200_000 }),
        (status, code) => {
          const outcome = classifyResponse(answer({ code, data: 1 }, status));
          if (status === 429 && code === 20010) return outcome.kind === "rejected";
          if (status < 200 || status > 299) return outcome.kind === "http-error";
          if ([0, 1, 200].includes(code)) return outcome.kind === "ok";
          if (code === 401 || code === 402) return outcome.kind === "expired";
          return outcome.kind === "rejected" && outcome.code === code;
        },
      ),
    );
  });
});
