// Hand-written cases per group, from the spec's own words (§3 fields, §7 calls, §9 tiers).
import { Schema, type SchemaAST } from "effect";
import { describe, expect, it } from "vitest";
import { DemoFormData, SubmitFormBody } from "./demo-form.ts";
import { OrderView } from "./orders.ts";
import { PackageTierData, PackageTierIdData } from "./packages.ts";
import { ProviderCapture, ProviderOrder } from "./payment-provider.ts";
import { OemRedirectQuery } from "./session.ts";
import { CountryStatistic, DataSourceStatistic } from "./statistics.ts";
import { DebtClaimBody } from "./third-party-services.ts";
import { UtilitiesPage } from "./utilities.ts";
import { CaptchaChallenge, VerificationChannel } from "./verification.ts";

const accepts = (schema: Schema.Codec<unknown, unknown>, value: unknown) =>
  Schema.decodeUnknownResult(schema)(value)._tag === "Success";
const names = (schema: Schema.Top) =>
  (schema.ast as SchemaAST.Objects).propertySignatures.map((p) => String(p.name)).sort();

describe("demo form (spec §3, §7)", () => {
  it("submits the keys country, interested, job, name, email, mobile, company, message", () => {
    expect(names(DemoFormData)).toEqual(
      ["country", "interested", "job", "name", "email", "mobile", "company", "message"].sort(),
    );
    expect(names(SubmitFormBody)).toEqual(["captcha", "email", "formData", "isCaptcha", "serviceName"]);
  });

  it("reads formData from its JSON text; message may be left out", () => {
    const demo = {
      country: "CN",
      interested: "US",
      job: "J",
      name: "N",
      email: "E",
      mobile: "M",
      company: "C",
    };
    const body = {
      formData: JSON.stringify(demo),
      isCaptcha: "x",
      email: "E",
      captcha: "1",
      serviceName: "ru",
    };
    expect(accepts(SubmitFormBody, { ...body, isCaptcha: true })).toBe(true);
    expect(accepts(SubmitFormBody, body)).toBe(false);
    expect(accepts(SubmitFormBody, { ...body, isCaptcha: false })).toBe(false);
    expect(accepts(SubmitFormBody, { ...body, isCaptcha: true, serviceName: "de" })).toBe(false);
  });
});

describe("packages (spec §9)", () => {
  it("knows the five tiers and no other", () => {
    expect(PackageTierIdData.literals).toEqual(["PRO", "GLOBAL", "PLUS", "LUXURY", "DELUXE"]);
    const tier = { id: "GOLD", priceUsdPerYear: 899, importCountries: 1, exportCountries: 0, termMonths: 12 };
    expect(accepts(PackageTierData, tier)).toBe(false);
    expect(accepts(PackageTierData, { ...tier, id: "LUXURY" })).toBe(true);
  });
});

describe("orders and the payment provider", () => {
  const order = {
    id: "1",
    tierId: "PRO",
    amount: 899,
    currency: "USD",
    status: "unpaid",
    createdAt: 0,
    reservedUntil: 604_800_000,
  };

  it("know the statuses unpaid, paid and invalid, and why an order became invalid", () => {
    expect(accepts(OrderView, order)).toBe(true);
    expect(accepts(OrderView, { ...order, status: "cancelled" })).toBe(false);
    expect(accepts(OrderView, { ...order, status: "invalid", invalidReason: "repriced" })).toBe(true);
    expect(accepts(OrderView, { ...order, status: "invalid", invalidReason: "lost" })).toBe(false);
    expect(accepts(OrderView, { ...order, id: "" })).toBe(false);
  });

  it("always say whether the provider is a sandbox", () => {
    expect(accepts(ProviderOrder, { providerOrderId: "P1" })).toBe(false);
    expect(accepts(ProviderOrder, { providerOrderId: "P1", sandbox: false })).toBe(true);
    expect(accepts(ProviderCapture, { providerOrderId: "P1", status: "completed", order })).toBe(false);
    expect(
      accepts(ProviderCapture, { providerOrderId: "P1", status: "refunded", order, sandbox: true }),
    ).toBe(false);
  });
});

describe("statistics", () => {
  it("date the figures as yyyy-MM-dd and code countries with two letters", () => {
    const country = {
      countryCode: "US",
      continent: "Asia",
      importRecords: 1,
      exportRecords: 0,
      dataSources: [],
    };
    expect(accepts(CountryStatistic, { ...country, latestDate: "2024-04-28" })).toBe(true);
    expect(accepts(CountryStatistic, { ...country, latestDate: "28/04/2024" })).toBe(false);
    expect(accepts(CountryStatistic, { ...country, countryCode: "usa" })).toBe(false);
    expect(accepts(CountryStatistic, { ...country, continent: "Antarctica" })).toBe(false);
  });

  it("say which searches a data source supports", () => {
    expect(names(DataSourceStatistic)).toContain("searchBy");
    expect(names(DataSourceStatistic.fields.searchBy)).toEqual([
      "description",
      "exporter",
      "hscode",
      "importer",
    ]);
  });
});

describe("the rest", () => {
  it("sends the OEM redirect with mode cloud and an empty client (spec §7)", () => {
    expect(accepts(OemRedirectQuery, { redirect: "https://d/login", client: "", mode: "cloud" })).toBe(true);
    expect(accepts(OemRedirectQuery, { redirect: "https://d/login", client: "", mode: "local" })).toBe(false);
  });

  it("sends a code by email or to a mobile phone", () => {
    expect(VerificationChannel.literals).toEqual(["email", "mobile"]);
  });

  it("gives a captcha as a signed proof-of-work challenge, its expiry among what is signed", () => {
    const challenge = {
      parameters: {
        algorithm: "PBKDF2/SHA-256",
        nonce: "ab",
        salt: "cd",
        cost: 1000,
        keyLength: 32,
        keyPrefix: "ef",
        keySignature: "01",
        data: { expires: 1_700_000_000_000 },
      },
      signature: "23",
    };
    expect(accepts(CaptchaChallenge, challenge)).toBe(true);
    expect(
      accepts(CaptchaChallenge, { ...challenge, parameters: { ...challenge.parameters, data: {} } }),
    ).toBe(false);
    expect(accepts(CaptchaChallenge, { id: "1", image: "data:image/svg+xml;base64,AA==" })).toBe(false);
  });

  it("reads utility rows as name and info.url (spec §7)", () => {
    expect(accepts(UtilitiesPage, { rows: [{ name: "x", info: { url: "u" } }] })).toBe(true);
    expect(accepts(UtilitiesPage, { rows: [{ name: "x", url: "u" }] })).toBe(false);
  });

  it("needs the debt value as a number with its currency", () => {
    const claim = {
      creditor: { companyName: "A", contactName: "B", email: "c", phone: "d" },
      debtor: {
        companyName: "E",
        contactName: "F",
        debtValue: 10,
        debtCurrency: "EUR",
        lastContactDetails: "G",
      },
      captcha: "eyJjaGFsbGVuZ2UiOnt9fQ==",
    };
    expect(accepts(DebtClaimBody, claim)).toBe(true);
    expect(accepts(DebtClaimBody, { creditor: claim.creditor, debtor: claim.debtor })).toBe(false);
    expect(accepts(DebtClaimBody, { ...claim, debtor: { ...claim.debtor, debtValue: "10" } })).toBe(false);
    expect(accepts(DebtClaimBody, { ...claim, debtor: { ...claim.debtor, debtCurrency: undefined } })).toBe(
      false,
    );
  });
});
