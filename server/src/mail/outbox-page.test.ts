// The development outbox page, on a server that keeps the outbox mailer of its configuration.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  lastTextedCode,
  postJson,
  sendEmailCode,
  sendMobileCode,
  solveCaptcha,
} from "../services/verification/verification-test-kit.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { escapeHtml } from "./outbox-page.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { realMailer: true });
});
afterAll(async () => server.stop());

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
};

describe("the /dev/outbox page", () => {
  it("lists the mails and texts of the outbox folder, newest first, as escaped HTML", async () => {
    expect((await sendEmailCode(server, "ada@acme.example")).code).toBe(1);
    expect(server.mailer.sent).toEqual([]);
    expect((await sendMobileCode(server, "+86 138 0000 0000")).code).toBe(1);
    const client = server.client();
    const captcha = await solveCaptcha(client);
    const contact = await postJson(client, "/public/contact/us", {
      firstName: "<script>alert(1)</script>",
      lastName: "O'Brien",
      email: "bob@acme.example",
      subject: 'Prices & "terms"',
      message: "Hello",
      captcha,
    });
    expect(contact.code).toBe(200);

    const { status, headers, html } = await page("/dev/outbox");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script|style=|<style|on\w+=/i);
    expect(html).toContain("4 message(s), newest first");
    const rows = html.split("<tr>").slice(2);
    expect(rows[0]).toContain("bob@acme.example");
    expect(rows[2]).toContain("<td>SMS</td><td>+8613800000000</td>");
    expect(rows[3]).toContain("<td>mail</td><td>ada@acme.example</td>");
    expect(html).toContain(
      escapeHtml("[Portolan] Contact message #1 from <script>alert(1)</script> O'Brien"),
    );
  });

  it("shows one message with its text", async () => {
    const code = await lastTextedCode(server);
    const ids = [...(await page("/dev/outbox")).html.matchAll(/href="\/dev\/outbox\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    const sms = await page(`/dev/outbox/${ids[2]}`);
    expect(sms.status).toBe(200);
    expect(sms.html).toContain("<dt>Kind</dt><dd>SMS</dd>");
    expect(sms.html).toContain(code);
    const confirmation = await page(`/dev/outbox/${ids[0]}`);
    expect(confirmation.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Brien");
    expect(confirmation.html).toContain("Prices &amp; &quot;terms&quot;");
    expect(confirmation.html).not.toContain("<script>");
  });

  it("answers 404 for an unknown or malformed message id", async () => {
    expect((await page("/dev/outbox/000000000000000-00000000")).status).toBe(404);
    expect((await page("/dev/outbox/..%2F..%2Fportolan.sqlite")).status).toBe(404);
  });

  it("gives the list as JSON for scripts", async () => {
    const list = (await (await fetch(`${server.url}/dev/outbox.json`)).json()) as {
      kind: string;
      to: string;
    }[];
    expect(list.map((e) => [e.kind, e.to])).toEqual([
      ["mail", "bob@acme.example"],
      ["mail", "sales@portolan.localhost"],
      ["sms", "+8613800000000"],
      ["mail", "ada@acme.example"],
    ]);
  });
});

describe("without development pages", () => {
  it("does not serve the outbox", async () => {
    const quiet = await startTestServer({ PORTOLAN_DEMO_MODE: "false" }, { realMailer: true });
    try {
      expect((await fetch(`${quiet.url}/dev/outbox`)).status).toBe(404);
    } finally {
      await quiet.stop();
    }
  });
});
