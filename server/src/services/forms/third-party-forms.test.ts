// The credit-report enquiry and the debt claim through the real HTTP stack.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import {
  lastTextedCode,
  postJson,
  sendMobileCode,
  solveCaptcha,
} from "../verification/verification-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());
beforeEach(() => {
  server.mailer.failing = false;
  server.clock.advance(2 * 60 * 60_000);
});

const enquiry = {
  service: "fresh-investigation",
  companyName: "Globex",
  companyWeb: "globex.example",
  mobile: "+49 151 2345 6789",
  country: "DE",
  companyAddress: "1 Main St, Berlin",
};

describe("creditReportEnquiry", () => {
  it("accepts the enquiry with the code texted to the mobile number, stores it and notifies sales", async () => {
    expect((await sendMobileCode(server, enquiry.mobile)).code).toBe(1);
    const code = await lastTextedCode(server);
    const before = server.mailer.sent.length;
    const body = await postJson(server.client(), "/api/public/creditReport/enquiry", {
      ...enquiry,
      verificationCode: code,
    });
    expect(body).toMatchObject({ code: 200 });
    const [stored] = await server.deps.storage.forms.list("credit-enquiry");
    expect(stored?.payload).toEqual(enquiry);
    const mails = server.mailer.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual(["sales@portolan.localhost"]);
    expect(mails[0]?.subject).toBe(
      `[Portolan] Credit report enquiry #${stored?.id} from Globex, +49 151 2345 6789`,
    );
  });

  it("answers 20008 for a wrong code or a code sent to another number", async () => {
    expect((await sendMobileCode(server, "+49 151 0000 0001")).code).toBe(1);
    const code = await lastTextedCode(server);
    const post = (mobile: string, verificationCode: string) =>
      postJson(server.client(), "/api/public/creditReport/enquiry", { ...enquiry, mobile, verificationCode });
    expect(await post(enquiry.mobile, code)).toMatchObject({
      code: 20008,
      data: { messageId: "errors.code.verificationCode" },
    });
    expect((await post("+49 151 0000 0001", code === "000000" ? "111111" : "000000")).code).toBe(20008);
    expect((await post("+4915100000001", code)).code).toBe(200);
  });

  it("answers 10001 with core's issues", async () => {
    const body = await postJson(server.client(), "/api/public/creditReport/enquiry", {
      ...enquiry,
      service: "",
      companyWeb: "http://localhost",
      mobile: "12ab",
      verificationCode: "",
    });
    expect(body.code).toBe(10001);
    expect(body.data?.issues).toEqual([
      { field: "service", message: "validation.creditEnquiry.serviceRequired" },
      { field: "companyWeb", message: "validation.siteUrl.invalid" },
      { field: "mobilePhone", message: "validation.phone.invalid" },
      { field: "captcha", message: "validation.creditEnquiry.captchaRequired" },
    ]);
  });
});

const claim = {
  creditor: { companyName: "Acme", contactName: "Ada", email: "ada@acme.example", phone: "+1 555 0100" },
  debtor: {
    companyName: "Initech",
    contactName: "Bill",
    lastContactDate: "2024-03-01",
    debtValue: 50000,
    debtCurrency: "USD",
    lastContactDetails: "Promised to pay in March",
  },
};

/** The claim with a fresh captcha solved as the browser solves it, or with `payload` instead. */
const withCaptcha = async <T extends object>(body: T, payload?: string) => ({
  ...body,
  captcha: payload ?? (await solveCaptcha(server.client())),
});

describe("debtClaim", () => {
  it("stores the claim, mails sales and confirms to the creditor in their language (code 200)", async () => {
    const before = server.mailer.sent.length;
    const response = await server
      .client()
      .post("/api/public/debtCollection/claim", await withCaptcha(claim), "json", {
        "x-forwarded-for": "10.2.0.1",
        "accept-language": "en-GB",
      });
    expect(await response.json()).toMatchObject({ code: 200, msg: "success" });
    const [stored] = await server.deps.storage.forms.list("debt-claim");
    expect(stored).toMatchObject({ payload: claim, locale: "en", ip: "10.2.0.1" });
    const [sales, confirmation] = server.mailer.sent.slice(before);
    expect(sales?.text).toContain("debtor.debtValue: 50000");
    expect(confirmation).toMatchObject({
      to: "ada@acme.example",
      subject: "We have received your International Claim Placement",
    });
    // Nothing the sender typed goes to the address they typed (issue 13).
    expect(confirmation?.text).toContain(
      "You have sent the International Claim Placement form successfully.",
    );
    expect(confirmation?.text).not.toMatch(/Initech|Ada|Bill|Promised/);
  });

  it("refuses a wrong or missing captcha (20009, 10001): nothing kept, nothing mailed", async () => {
    const before = server.mailer.sent.length;
    const stored = (await server.deps.storage.forms.list("debt-claim")).length;
    const wrong = await postJson(
      server.client(),
      "/api/public/debtCollection/claim",
      await withCaptcha(claim, "wrong"),
      "10.2.0.9",
    );
    expect(wrong).toMatchObject({ code: 20009, data: { messageId: "errors.captcha.incorrect" } });
    expect(
      (await postJson(server.client(), "/api/public/debtCollection/claim", claim, "10.2.0.9")).code,
    ).toBe(10001);
    expect(server.mailer.sent.length).toBe(before);
    expect((await server.deps.storage.forms.list("debt-claim")).length).toBe(stored);
  });

  it("answers 10001 with core's issues (the amount read as the form shows it)", async () => {
    const bad = {
      creditor: { ...claim.creditor, contactName: "", email: "ada@" },
      debtor: { ...claim.debtor, debtValue: 1.234 },
    };
    const body = await postJson(
      server.client(),
      "/api/public/debtCollection/claim",
      await withCaptcha(bad),
      "10.2.0.2",
    );
    expect(body.data?.issues).toEqual([
      { field: "creditorContactName", message: "validation.debtClaim.creditorNameRequired" },
      { field: "creditorEmail", message: "validation.email.invalid" },
      { field: "debtValue", message: "validation.debtClaim.debtValueInvalid" },
    ]);
    expect(body.code).toBe(10001);
    const zero = await postJson(
      server.client(),
      "/api/public/debtCollection/claim",
      await withCaptcha({ ...claim, debtor: { ...claim.debtor, debtValue: 0 } }),
      "10.2.0.2",
    );
    expect(zero.data?.issues).toEqual([
      { field: "debtValue", message: "validation.debtClaim.debtValueInvalid" },
    ]);
    const noCurrency = await postJson(
      server.client(),
      "/api/public/debtCollection/claim",
      await withCaptcha({ ...claim, debtor: { ...claim.debtor, debtCurrency: "usd" } }),
      "10.2.0.2",
    );
    expect(noCurrency.code).toBe(10001);
  });

  // Issue 29 item 14 (D293): a last contact of 2030-05-01 had been stored.
  it("refuses a last contact in the future or no date at all, field by field: nothing kept, nothing mailed", async () => {
    const before = server.mailer.sent.length;
    const stored = (await server.deps.storage.forms.list("debt-claim")).length;
    const latest = new Date(server.clock.now() + 14 * 60 * 60_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(latest) + 86_400_000).toISOString().slice(0, 10);
    for (const [lastContactDate, message] of [
      ["2030-05-01", "validation.debtClaim.lastContactDateFuture"],
      [tomorrow, "validation.debtClaim.lastContactDateFuture"],
      ["2025-02-29", "validation.debtClaim.lastContactDateInvalid"],
      ["1066-10-14", "validation.debtClaim.lastContactDateInvalid"],
    ] as const) {
      const body = await postJson(
        server.client(),
        "/api/public/debtCollection/claim",
        await withCaptcha({ ...claim, debtor: { ...claim.debtor, lastContactDate } }),
        "10.2.0.6",
      );
      expect(body, lastContactDate).toMatchObject({
        code: 10001,
        data: { issues: [{ field: "lastContactWithDebtor", message }] },
      });
    }
    expect(server.mailer.sent.length).toBe(before);
    expect((await server.deps.storage.forms.list("debt-claim")).length).toBe(stored);
    const today = await postJson(
      server.client(),
      "/api/public/debtCollection/claim",
      await withCaptcha({ ...claim, debtor: { ...claim.debtor, lastContactDate: latest } }),
      "10.2.0.6",
    );
    expect(today.code).toBe(200);
  });

  it("refuses a phone that is no phone number and text over its limit, before anything is kept", async () => {
    const stored = (await server.deps.storage.forms.list("debt-claim")).length;
    const body = await postJson(
      server.client(),
      "/api/public/debtCollection/claim",
      await withCaptcha({
        creditor: { ...claim.creditor, phone: "abc", companyName: "c".repeat(201) },
        debtor: { ...claim.debtor, lastContactDetails: "d".repeat(5_001) },
      }),
      "10.2.0.7",
    );
    expect(body).toMatchObject({ code: 10001 });
    expect(body.data?.issues).toEqual([
      { field: "creditorCompanyName", message: "validation.field.tooLong", max: 200 },
      { field: "creditorPhone", message: "validation.phone.invalid" },
      { field: "lastContactDetails", message: "validation.field.tooLong", max: 5_000 },
    ]);
    // A body past the wire's bound (a 50 MB "message") is refused by the contract before any rule.
    const huge = await postJson(
      server.client(),
      "/api/public/debtCollection/claim",
      await withCaptcha({ ...claim, debtor: { ...claim.debtor, lastContactDetails: "x".repeat(200_000) } }),
      "10.2.0.7",
    );
    expect(huge.code).toBe(10001);
    expect((await server.deps.storage.forms.list("debt-claim")).length).toBe(stored);
  });

  it("takes at most 5 claims an hour from one IP address (20010), others still pass", async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (
          await postJson(
            server.client(),
            "/api/public/debtCollection/claim",
            await withCaptcha(claim),
            "10.2.0.3",
          )
        ).code,
      ).toBe(200);
    expect(
      await postJson(
        server.client(),
        "/api/public/debtCollection/claim",
        await withCaptcha(claim),
        "10.2.0.3",
      ),
    ).toMatchObject({
      code: 20010,
      data: { messageId: "errors.tooManyAttempts" },
    });
    expect(
      (
        await postJson(
          server.client(),
          "/api/public/debtCollection/claim",
          await withCaptcha(claim),
          "10.2.0.4",
        )
      ).code,
    ).toBe(200);
    server.clock.advance(60 * 60_000);
    expect(
      (
        await postJson(
          server.client(),
          "/api/public/debtCollection/claim",
          await withCaptcha(claim),
          "10.2.0.3",
        )
      ).code,
    ).toBe(200);
  });

  it("keeps the claim and answers success when the mail server is down", async () => {
    server.mailer.failing = true;
    expect(
      (
        await postJson(
          server.client(),
          "/api/public/debtCollection/claim",
          await withCaptcha(claim),
          "10.2.0.5",
        )
      ).code,
    ).toBe(200);
    const [latest] = await server.deps.storage.forms.list("debt-claim");
    expect(latest).toMatchObject({ ip: "10.2.0.5", payload: claim });
  });
});
