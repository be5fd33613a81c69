import { describe, expect, it } from "vitest";
import { isValidationMessageId, validationMessages } from "./validation-messages.ts";

describe("validationMessages", () => {
  it("prefixes every id with the area and gives every one English text", () => {
    for (const [id, text] of Object.entries(validationMessages)) {
      expect(id).toMatch(/^validation\.[a-zA-Z]+\.[a-zA-Z]+$/);
      expect(text.trim()).not.toBe("");
    }
  });

  it("fills the spec's numbers into the texts", () => {
    expect(validationMessages["validation.guardian.required"]).toBe(
      "Registrants under 18 need the consent of a guardian.",
    );
    expect(validationMessages["validation.field.tooLong"]).toBe("Use at most {max} characters.");
  });

  it("recognises its own ids only", () => {
    expect(isValidationMessageId("validation.email.invalid")).toBe(true);
    expect(isValidationMessageId("validation.email.missing")).toBe(false);
    expect(isValidationMessageId("toString")).toBe(false);
  });
});
