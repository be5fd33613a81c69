// Laws every form of the validation area obeys: the first failure is the first empty required field
// in the spec's order; filling a field never changes another field's failures; every message id
// returned is in the area's message table.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTACT_FORM_ORDER, validateContactForm } from "./contact-form.ts";
import { CREDIT_ENQUIRY_ORDER, isCompanyWebsite, validateCreditEnquiry } from "./credit-enquiry.ts";
import { DEBT_CLAIM_ORDER, DEBT_CLAIM_REQUIRED, validateDebtClaim } from "./debt-claim.ts";
import { DEMO_REQUEST_SUBMIT_ORDER, demoRequestSubmitIssue, validateDemoRequest } from "./demo-request.ts";
import { isEmail, isStrictEmail } from "./email-pattern.ts";
import type { FieldIssue } from "./field-checks.ts";
import { PURCHASE_FORM_ORDER, validatePurchaseForm } from "./purchase-form.ts";
import { isValidationMessageId } from "./validation-messages.ts";

type Values = Record<string, unknown>;
interface FormUnderTest {
  readonly name: string;
  /** All fields in the spec's order. */
  readonly order: readonly string[];
  readonly required: readonly string[];
  readonly empty: Readonly<Record<string, fc.Arbitrary<unknown>>>;
  readonly valid: Readonly<Record<string, fc.Arbitrary<unknown>>>;
  readonly validate: (values: Values) => readonly FieldIssue[];
}

const blank = fc.constantFrom("", " ", "\t\n ");
const text = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== "");
const long = fc.string({ minLength: 1, maxLength: 400 }).filter((s) => s.trim() !== "");
const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,10}(\.[a-z0-9]{1,5})?$/), fc.domain())
  .map(([local, domain]) => `${local}@${domain}`)
  .filter((e) => isStrictEmail(e) && isEmail(e));
const phone = fc.stringMatching(/^\+?[0-9]{6,20}$/);
const captcha = fc.stringMatching(/^[A-Za-z0-9]{4,6}$/);
/** 2026-11-28T00:00Z; a last contact from 1900 up to that day. */
const NOW = Date.UTC(2026, 10, 28);
const lastContactDay = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(NOW), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const fields = (names: readonly string[], arb: fc.Arbitrary<unknown>) =>
  Object.fromEntries(names.map((n) => [n, arb]));

const forms: readonly FormUnderTest[] = [
  {
    name: "demo request",
    order: [...DEMO_REQUEST_SUBMIT_ORDER, "message"],
    required: DEMO_REQUEST_SUBMIT_ORDER,
    empty: fields([...DEMO_REQUEST_SUBMIT_ORDER, "message"], blank),
    valid: {
      ...fields(DEMO_REQUEST_SUBMIT_ORDER, text),
      email,
      Phone: phone,
      message: fc.oneof(blank, long),
    },
    validate: (v) => validateDemoRequest(v as never),
  },
  {
    name: "debt claim",
    order: DEBT_CLAIM_ORDER,
    required: DEBT_CLAIM_REQUIRED,
    empty: fields(DEBT_CLAIM_ORDER, blank),
    valid: {
      ...fields(DEBT_CLAIM_ORDER, text),
      creditorEmail: email,
      creditorPhone: phone,
      lastContactWithDebtor: lastContactDay,
      debtValue: fc.integer({ min: 1, max: 1_000_000_000 }).map(String),
      lastContactDetails: long,
    },
    validate: (v) => validateDebtClaim(v as never, NOW),
  },
  {
    name: "credit enquiry",
    order: CREDIT_ENQUIRY_ORDER,
    required: CREDIT_ENQUIRY_ORDER,
    empty: fields(CREDIT_ENQUIRY_ORDER, blank),
    valid: {
      ...fields(CREDIT_ENQUIRY_ORDER, text),
      companyWeb: fc.domain().filter(isCompanyWebsite),
      mobilePhone: phone,
      captcha,
    },
    validate: (v) => validateCreditEnquiry(v as never),
  },
  {
    name: "contact form",
    order: CONTACT_FORM_ORDER,
    required: CONTACT_FORM_ORDER,
    empty: fields(CONTACT_FORM_ORDER, blank),
    valid: { ...fields(CONTACT_FORM_ORDER, text), email, message: long, captcha },
    validate: (v) => validateContactForm(v as never),
  },
  {
    name: "purchase form",
    order: PURCHASE_FORM_ORDER,
    required: PURCHASE_FORM_ORDER,
    empty: {
      ...fields(PURCHASE_FORM_ORDER, blank),
      password: fc.constant(""),
      termsAgreed: fc.constant(false),
    },
    valid: {
      ...fields(PURCHASE_FORM_ORDER, text),
      email,
      password: fc.string({ minLength: 6, maxLength: 30 }),
      termsAgreed: fc.constant(true),
      captcha: fc.constantFrom("Ab3xY", "ab3xy", " AB3XY "),
    },
    validate: (v) => validatePurchaseForm(v as never, "Ab3xY"),
  },
];

const record = (form: FormUnderTest, pick: (field: string) => fc.Arbitrary<unknown>) =>
  fc.record(Object.fromEntries(form.order.map((f) => [f, pick(f)])) as Record<string, fc.Arbitrary<unknown>>);
const at = (arbs: Readonly<Record<string, fc.Arbitrary<unknown>>>, field: string) => {
  const arb = arbs[field];
  if (arb === undefined) throw new Error(`no arbitrary for ${field}`);
  return arb;
};

describe.each(forms)("$name", (form) => {
  const emptyOrValid = record(form, (f) => fc.oneof(at(form.empty, f), at(form.valid, f)));
  const anything = record(form, (f) =>
    fc.oneof(
      at(form.empty, f),
      at(form.valid, f),
      f === "termsAgreed" ? fc.boolean() : fc.string({ maxLength: 300 }),
    ),
  );

  it("reports exactly the empty required fields, in the spec's order", () => {
    fc.assert(
      fc.property(emptyOrValid, (values) => {
        const emptyRequired = form.required.filter((f) => {
          const v = values[f];
          return v === false || (typeof v === "string" && v.trim() === "");
        });
        const issues = form.validate(values);
        expect(issues.map((i) => i.field)).toEqual(emptyRequired);
        expect(issues[0]?.field).toBe(emptyRequired[0]);
      }),
    );
  });

  it("filling a field never changes another field's failures", () => {
    fc.assert(
      fc.property(
        anything,
        fc.constantFrom(...form.order).chain((f) => fc.tuple(fc.constant(f), at(form.valid, f))),
        (values, [field, filled]) => {
          const others = (issues: readonly FieldIssue[]) => issues.filter((i) => i.field !== field);
          const before = form.validate(values);
          const after = form.validate({ ...values, [field]: filled });
          expect(others(after)).toEqual(others(before));
          expect(after.filter((i) => i.field === field)).toEqual([]);
        },
      ),
    );
  });

  it("returns only message ids of the area's table", () => {
    fc.assert(
      fc.property(anything, (values) => {
        for (const issue of form.validate(values)) expect(isValidationMessageId(issue.message)).toBe(true);
      }),
    );
  });
});

describe("demo request submit stops at the first failure", () => {
  it("shows the first issue of the full list", () => {
    fc.assert(
      fc.property(
        record(forms[0] as FormUnderTest, () => fc.oneof(blank, text, fc.string({ maxLength: 300 }))),
        (values) => {
          expect(demoRequestSubmitIssue(values as never)).toEqual(validateDemoRequest(values as never)[0]);
        },
      ),
    );
  });
});
