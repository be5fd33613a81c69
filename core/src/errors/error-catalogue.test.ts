import { describe, expect, it } from "vitest";
import { behaviourOfCode, CODE_MESSAGES, SITUATION_BEHAVIOURS, SITUATIONS } from "./error-catalogue.ts";
import {
  DESIGNED_CODES,
  ERROR_CODES,
  IDENTITY_SUCCESS_CODES,
  isExpiredCode,
  isSuccessCode,
  SUCCESS_CODES,
} from "./error-codes.ts";
import { errorMessages } from "./error-messages.ts";

const textOf = (code: number): string | undefined => {
  const b = behaviourOfCode(code);
  return b.kind === "notify" ? errorMessages[b.messageId] : undefined;
};

describe("success and expiry codes", () => {
  it("accepts 0, 1 and 200 for any call, and only 1 and 200 for identity", () => {
    expect(SUCCESS_CODES).toEqual([0, 1, 200]);
    expect(IDENTITY_SUCCESS_CODES).toEqual([1, 200]);
    expect([0, 1, 200, 2, 201, -1].map((c) => isSuccessCode(c))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([0, 1, 200].map((c) => isSuccessCode(c, IDENTITY_SUCCESS_CODES))).toEqual([false, true, true]);
  });

  it("expires the session on 401 and 402 only", () => {
    expect([400, 401, 402, 403].map(isExpiredCode)).toEqual([false, true, true, false]);
    expect(behaviourOfCode(401)).toEqual({ kind: "expire" });
    expect(behaviourOfCode(402)).toEqual({ kind: "expire" });
  });
});

describe("the code catalogue (spec §8)", () => {
  it.each([10001, 10002, 10003, 10004])(
    "%i shows the shared wrong-parameters message as an error",
    (code) => {
      expect(behaviourOfCode(code)).toEqual({
        kind: "notify",
        level: "error",
        messageId: "errors.code.wrongParameters",
      });
      expect(textOf(code)).toBe("wrong parameters, please try again later");
    },
  );

  it.each([
    [60007, "errors.code.interfaceException", /interface exception/i],
    [140006, "errors.code.frequentMobileCodes", /mobile verification codes were sent too often/i],
    [140010, "errors.code.frequentEmailCodes", /email verification codes were sent too often/i],
    [140015, "errors.code.codeSendingFailed", /verification code could not be sent/i],
    [20008, "errors.code.verificationCode", /verification code error/i],
    [10005, "errors.code.other", /code \{code\}/],
    [500, "errors.code.other", /code \{code\}/],
  ])("%i notifies %s", (code, messageId, text) => {
    expect(behaviourOfCode(code)).toEqual({ kind: "notify", level: "error", messageId });
    expect(textOf(code)).toMatch(text);
  });
});

describe("the situations (spec §8)", () => {
  it("covers every situation with its behaviour", () => {
    expect(Object.keys(SITUATION_BEHAVIOURS).sort()).toEqual([...SITUATIONS].sort());
    expect(SITUATION_BEHAVIOURS).toEqual({
      "http-error": { kind: "notify", level: "error", messageId: "errors.http.status" },
      "network-failure": { kind: "notify", level: "error", messageId: "errors.network.failed" },
      "unknown-route": { kind: "not-found-page" },
      "invalid-locale": { kind: "not-found-page" },
      "route-validation": { kind: "not-found-page" },
      "unknown-middleware": { kind: "error-page", status: 500 },
      "route-error": { kind: "error-page", status: 500 },
      "chunk-load-failure": { kind: "reload-once" },
      "oem-redirect-failure": { kind: "notify", level: "error", messageId: "errors.oem.redirectFailed" },
      "identity-failure": { kind: "log-only" },
      "logout-failure": { kind: "log-only" },
    });
  });

  it("words the quoted texts verbatim", () => {
    expect(errorMessages["errors.network.invalidRequest"]).toBe("Invalid request");
    expect(errorMessages["errors.page.notFound"]).toBe("This page could not be found");
    expect(errorMessages["errors.page.backHome"]).toBe("Go back to home");
    expect(errorMessages["errors.success.claimPlacement"]).toBe(
      "You have sent the International Claim Placement form successfully.",
    );
  });

  // Issue 29 item 14 (D293): §8's "submit success" keeps its meaning, in words a person would use.
  it("thanks the sender of each form in a sentence, and says what happens next", () => {
    for (const id of [
      "errors.success.demoRequest",
      "errors.success.contact",
      "errors.success.creditEnquiry",
      "errors.success.send",
    ] as const) {
      expect(errorMessages[id]).toMatch(/^[A-Z].{30,}\.$/);
      expect(errorMessages[id]).not.toMatch(/success/i);
    }
    expect(errorMessages["errors.success.demoRequest"]).toContain("within one working day");
  });

  it("keeps every message id inside the errors area", () => {
    for (const id of Object.keys(errorMessages)) expect(id).toMatch(/^errors\./);
  });
});

describe("designed codes", () => {
  it("each has its own message and none collides with a code of the spec", () => {
    const specCodes = new Set<number>([...Object.values(ERROR_CODES), 0, 1, 200, 401, 402]);
    const designed = Object.values(DESIGNED_CODES);
    expect(new Set(designed).size).toBe(designed.length);
    for (const code of designed) {
      expect(specCodes.has(code)).toBe(false);
      expect(behaviourOfCode(code)).toEqual({
        kind: "notify",
        level: "error",
        messageId: CODE_MESSAGES[code],
      });
      expect(CODE_MESSAGES[code]).not.toBe("errors.code.other");
    }
    expect(behaviourOfCode(DESIGNED_CODES.LOGIN_FAILED)).toMatchObject({ messageId: "errors.login.failed" });
    expect(behaviourOfCode(DESIGNED_CODES.IDEMPOTENCY_CONFLICT)).toMatchObject({
      messageId: "errors.idempotency.conflict",
    });
  });
});
