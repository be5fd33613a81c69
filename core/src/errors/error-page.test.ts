import { describe, expect, it } from "vitest";
import { errorPageOf } from "./error-page.ts";

const back = { backLinkMessageId: "errors.page.backHome" } as const;

describe("the error page", () => {
  it.each(["unknown-route", "invalid-locale", "route-validation"] as const)(
    "shows %s as a 404 not found",
    (kind) => {
      expect(errorPageOf({ kind })).toEqual({ status: 404, messageId: "errors.page.notFound", ...back });
    },
  );

  it("shows an unknown middleware as a 500", () => {
    expect(errorPageOf({ kind: "unknown-middleware" })).toEqual({
      status: 500,
      messageId: "errors.page.serverError",
      ...back,
    });
  });

  it.each([
    [{ kind: "route-error" }, { status: 500, messageId: "errors.page.failed", ...back }],
    [
      { kind: "route-error", status: 503, message: "down" },
      { status: 503, messageId: "errors.page.failed", detail: "down", ...back },
    ],
    [
      { kind: "route-error", status: 404, message: "" },
      { status: 404, messageId: "errors.page.notFound", ...back },
    ],
    [
      { kind: "route-error", status: 200 },
      { status: 500, messageId: "errors.page.failed", ...back },
    ],
    [
      { kind: "route-error", status: 600 },
      { status: 500, messageId: "errors.page.failed", ...back },
    ],
    [
      { kind: "route-error", status: 450.5 },
      { status: 500, messageId: "errors.page.failed", ...back },
    ],
    [
      { kind: "route-error", status: 400 },
      { status: 400, messageId: "errors.page.failed", ...back },
    ],
  ] as const)("shows other route errors with their status, default 500: %j", (failure, page) => {
    expect(errorPageOf(failure)).toEqual(page);
  });
});
