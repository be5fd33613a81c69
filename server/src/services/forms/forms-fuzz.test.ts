// Arbitrary input to the code and form calls: always a body code, never a 500 or an exception.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedServerErrors, startTestServer, type TestServer } from "../../testing/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.constantFrom("", " ", "a@b.cd", "+86 138", "{"),
);
const json = fc.jsonValue();

describe("the code and form calls under arbitrary input", () => {
  it("answer a body code, never HTTP 500 (property)", async () => {
    const errorsBefore = loggedServerErrors().length;
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api/public/sendVerifyCode", "/api/public/sendCode", "/api/public/submittedForm"),
        fc.dictionary(
          fc.constantFrom("email", "channel", "target", "formData", "isCaptcha", "captcha", "serviceName"),
          text,
        ),
        fc.constantFrom(
          "/public/contact/us",
          "/api/public/creditReport/enquiry",
          "/api/public/debtCollection/claim",
        ),
        fc.oneof(json, fc.record({ creditor: json, debtor: json, captcha: json, mobile: text, email: text })),
        async (formPath, fields, jsonPath, body) => {
          const client = server.client();
          const form = await client.post(formPath, fields, "form");
          const payload = await client.post(jsonPath, body);
          sent += 2;
          for (const response of [form, payload]) {
            expect(response.status).toBe(200);
            const answer = (await response.json()) as { code: number };
            expect(answer.code).not.toBe(60007);
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(sent).toBe(300);
    expect(loggedServerErrors().slice(errorsBefore)).toEqual([]);
  });
});
