import { describe, expect, it } from "vitest";
import { type ContactFormValues, emptyContactForm, validateContactForm } from "./contact-form.ts";

const filled: ContactFormValues = {
  firstName: "Maria",
  lastName: "Ivanova",
  email: "maria@example.ru",
  subject: "Data for Kazakhstan",
  message: "Do you cover Kazakh export data?",
  captcha: "x7k9",
};

describe("validateContactForm (spec §5: all fields required)", () => {
  it("passes a filled form", () => {
    expect(validateContactForm(filled)).toEqual([]);
  });

  it("requires every field, in form order", () => {
    expect(validateContactForm(emptyContactForm)).toEqual([
      { field: "firstName", message: "validation.contact.firstNameRequired" },
      { field: "lastName", message: "validation.contact.lastNameRequired" },
      { field: "email", message: "validation.contact.emailRequired" },
      { field: "subject", message: "validation.contact.subjectRequired" },
      { field: "message", message: "validation.contact.messageRequired" },
      { field: "captcha", message: "validation.contact.captchaRequired" },
    ]);
  });

  it("checks a filled email against pattern (a)", () => {
    expect(validateContactForm({ ...filled, email: "maria@" })).toEqual([
      { field: "email", message: "validation.email.invalid" },
    ]);
    expect(validateContactForm({ ...filled, email: "maria@[10.0.0.1]" })).toEqual([]);
  });

  it("limits the message to 5000 characters, counting code points", () => {
    expect(validateContactForm({ ...filled, message: "😀".repeat(5000) })).toEqual([]);
    expect(validateContactForm({ ...filled, message: "😀".repeat(5001) })).toEqual([
      { field: "message", message: "validation.field.tooLong", max: 5000 },
    ]);
  });
});
