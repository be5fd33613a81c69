import type { CallFailure } from "@portolan/adapters";
import { describe, expect, it } from "vitest";
import { queryRefusalText } from "./query-refusal.ts";

const t = (id: string) => `«${id}»`;
const rejected = (data: unknown): CallFailure =>
  ({
    kind: "rejected",
    code: 10001,
    body: { code: 10001, msg: "x", data },
    notice: { level: "error", messageId: "errors.code.wrongParameters", values: { code: 10001 } },
  }) as CallFailure;

describe("queryRefusalText", () => {
  it("says the parameter the provider could not read, by its own message (D332)", () => {
    expect(queryRefusalText(t, rejected({ messageId: "trade.query.wmin", params: { field: "wmin" } }))).toBe(
      "«trade.query.wmin»",
    );
  });
  it("says the code's message for any other refusal", () => {
    expect(queryRefusalText(t, rejected({ messageId: "errors.trade.datasetNotOwned" }))).toBe(
      "«errors.code.wrongParameters»",
    );
    expect(queryRefusalText(t, rejected(null))).toBe("«errors.code.wrongParameters»");
  });
});
