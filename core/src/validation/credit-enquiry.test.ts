import { describe, expect, it } from "vitest";
import {
  type CreditEnquiryValues,
  emptyCreditEnquiry,
  isCompanyWebsite,
  validateCreditEnquiry,
} from "./credit-enquiry.ts";
import { validationMessages } from "./validation-messages.ts";

const filled: CreditEnquiryValues = {
  service: "fresh-investigation",
  companyName: "Kazan Steel JSC",
  companyWeb: "www.kazansteel.example.ru",
  mobilePhone: "+7 843 555 0101",
  country: "RU",
  companyAddress: "1 Industrial St, Kazan",
  captcha: "7Hq2",
};

describe("validateCreditEnquiry (spec §5)", () => {
  it("passes a filled enquiry", () => {
    expect(validateCreditEnquiry(filled)).toEqual([]);
  });

  it("asks for each field in form order", () => {
    expect(validateCreditEnquiry(emptyCreditEnquiry)).toEqual([
      { field: "service", message: "validation.creditEnquiry.serviceRequired" },
      { field: "companyName", message: "validation.creditEnquiry.companyNameRequired" },
      { field: "companyWeb", message: "validation.creditEnquiry.companyWebRequired" },
      { field: "mobilePhone", message: "validation.creditEnquiry.mobilePhoneRequired" },
      { field: "country", message: "validation.creditEnquiry.countryRequired" },
      { field: "companyAddress", message: "validation.creditEnquiry.companyAddressRequired" },
      { field: "captcha", message: "validation.creditEnquiry.captchaRequired" },
    ]);
  });

  it("uses the spec's wording: select a service, please enter, verification code required", () => {
    expect(validationMessages["validation.creditEnquiry.serviceRequired"]).toBe("Select a service.");
    expect(validationMessages["validation.creditEnquiry.companyNameRequired"]).toMatch(/^Please enter /);
    expect(validationMessages["validation.creditEnquiry.companyAddressRequired"]).toMatch(/^Please enter /);
    expect(validationMessages["validation.creditEnquiry.captchaRequired"]).toBe(
      "Verification code required.",
    );
  });

  it("refuses an unsafe or host-less website and an invalid phone", () => {
    expect(
      validateCreditEnquiry({ ...filled, companyWeb: "javascript:alert(1)", mobilePhone: "phone" }),
    ).toEqual([
      { field: "companyWeb", message: "validation.siteUrl.invalid" },
      { field: "mobilePhone", message: "validation.phone.invalid" },
    ]);
  });

  it("limits the address to 500 characters", () => {
    expect(validateCreditEnquiry({ ...filled, companyAddress: "a".repeat(501) })).toEqual([
      { field: "companyAddress", message: "validation.field.tooLong", max: 500 },
    ]);
  });
});

describe("isCompanyWebsite", () => {
  it.each(["example.com", "https://www.example.co.uk/en/", "bücher.de", "HTTP://Example.com:8080"])(
    "accepts %j",
    (web) => {
      expect(isCompanyWebsite(web)).toBe(true);
    },
  );
  it.each([
    "localhost",
    "http://192.168.0.1",
    "http://[::1]/",
    "//example.com",
    "ftp://example.com",
    "http://a@b.com",
  ])("refuses %j", (web) => {
    expect(isCompanyWebsite(web)).toBe(false);
  });
});
