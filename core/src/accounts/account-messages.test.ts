import { describe, expect, it } from "vitest";
import { accountMessages } from "./account-messages.ts";

describe("account messages", () => {
  it("declares English text for every id, under the accounts prefix", () => {
    for (const [id, text] of Object.entries(accountMessages)) {
      expect(id.startsWith("accounts.")).toBe(true);
      expect(text.length).toBeGreaterThan(0);
    }
    expect(accountMessages["accounts.cancelled.dormant"]).toBe(
      "This account was cancelled after 12 months without login and with no unexpired service.",
    );
  });
});
