import { test } from "@fast-check/vitest";
import { emptyContactForm, validateContactForm } from "@portolan/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstInvalidField, initialFormState, issuesByField, nextFormState } from "./form-state.ts";

const filled = {
  firstName: "Ana",
  lastName: "Lee",
  email: "ana@example.com",
  subject: "Data",
  message: "Hello",
  captcha: "AB12",
};

describe("form state", () => {
  it("starts with the given values, no issues and not busy", () => {
    expect(initialFormState(emptyContactForm)).toEqual({ values: emptyContactForm, issues: {}, busy: false });
  });

  it("sets the edited field and clears only its issue", () => {
    const refused = nextFormState(initialFormState(emptyContactForm), {
      type: "invalid",
      issues: validateContactForm(emptyContactForm),
    });
    expect(Object.keys(refused.issues)).toEqual([
      "firstName",
      "lastName",
      "email",
      "subject",
      "message",
      "captcha",
    ]);
    const edited = nextFormState(refused, { type: "edit", field: "email", value: "a@b.cn" });
    expect(edited.values.email).toBe("a@b.cn");
    expect(edited.issues.email).toBeUndefined();
    expect(edited.issues.firstName?.message).toBe("validation.contact.firstNameRequired");
  });

  it("keeps every value when a submission fails, and shows the provider's field issues", () => {
    const sent = nextFormState({ ...initialFormState(filled), busy: false }, { type: "submit" });
    expect(sent.busy).toBe(true);
    const failed = nextFormState(sent, {
      type: "failed",
      issues: [
        { field: "email", message: "validation.email.invalid" },
        { field: "notAField", message: "validation.email.invalid" },
      ],
    });
    expect(failed.values).toEqual(filled);
    expect(failed.busy).toBe(false);
    expect(failed.issues).toEqual({ email: { field: "email", message: "validation.email.invalid" } });
  });

  it("starts again from the given values after a success", () => {
    const done = nextFormState(
      { values: filled, issues: {}, busy: true },
      { type: "succeeded", values: emptyContactForm },
    );
    expect(done).toEqual(initialFormState(emptyContactForm));
  });

  it("keeps the first issue of each field and names the first field in the form's order", () => {
    const issues = issuesByField(filled, [
      { field: "subject", message: "validation.contact.subjectRequired" },
      { field: "email", message: "validation.contact.emailRequired" },
      { field: "email", message: "validation.email.invalid" },
    ]);
    expect(issues.email?.message).toBe("validation.contact.emailRequired");
    expect(firstInvalidField(["firstName", "email", "subject"], issues)).toBe("email");
    expect(firstInvalidField(["firstName"], issues)).toBeUndefined();
  });

  const values = fc.record({
    firstName: fc.string(),
    lastName: fc.string(),
    email: fc.string(),
    subject: fc.string(),
    message: fc.string(),
    captcha: fc.string(),
  });
  const issue = fc.record({
    field: fc.constantFrom("firstName", "email", "captcha", "other"),
    message: fc.constant("validation.email.invalid" as const),
  });

  test.prop([values, fc.array(issue)])("a failure or a refusal never changes what was typed", (v, issues) => {
    const state = nextFormState(initialFormState(v), { type: "submit" });
    expect(nextFormState(state, { type: "failed", issues }).values).toEqual(v);
    expect(nextFormState(state, { type: "invalid", issues }).values).toEqual(v);
  });
});
