import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiKeyHint, checkApiKeyName, isApiKeyShape } from "./api-keys.ts";

describe("API keys", () => {
  it("recognises a key's shape", () => {
    expect(isApiKeyShape(`ptl_${"a".repeat(32)}`)).toBe(true);
    expect(isApiKeyShape(`ptl_${"a".repeat(31)}`)).toBe(false);
    expect(isApiKeyShape(`key_${"a".repeat(32)}`)).toBe(false);
    expect(isApiKeyShape(`ptl_${"a".repeat(31)}!`)).toBe(false);
  });

  it("shows only the start of a key", () => {
    expect(apiKeyHint(`ptl_abcd${"x".repeat(28)}`)).toBe("ptl_abcd…");
  });

  it("takes a trimmed name of 1 to 60 characters", () => {
    expect(checkApiKeyName("  CRM sync ")).toEqual({ ok: true, value: "CRM sync" });
    expect(checkApiKeyName("   ")).toEqual({ ok: false, issue: "apiKeys.name.required" });
    expect(checkApiKeyName("名".repeat(61))).toEqual({ ok: false, issue: "apiKeys.name.tooLong" });
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        const r = checkApiKeyName(s);
        if (r.ok) expect(r.value).toBe(r.value.trim());
      }),
    );
  });
});
