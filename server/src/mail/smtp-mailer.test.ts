// The SMTP mailer against a small local SMTP server that follows RFC 5321's basic dialogue.
import { once } from "node:events";
import { type AddressInfo, createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createMailer } from "./create-mailer.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

interface Received {
  readonly commands: string[];
  readonly messages: string[];
}

/** Accepts every message, except to recipients at refused.example (550). */
const fakeSmtp = (received: Received): Server =>
  createServer((socket) => {
    socket.write("220 fake.example ESMTP\r\n");
    let buffer = "";
    let inData = false;
    let message = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.messages.push(message);
            message = "";
            socket.write("250 2.0.0 queued\r\n");
          } else message += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        received.commands.push(line);
        const verb = line.split(" ")[0]?.toUpperCase();
        if (verb === "EHLO") socket.write("250-fake.example\r\n250 AUTH PLAIN LOGIN\r\n");
        else if (verb === "AUTH") socket.write("235 2.7.0 accepted\r\n");
        else if (verb === "RCPT" && line.includes("refused.example"))
          socket.write("550 5.1.1 no such user\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          socket.write("221 bye\r\n");
          socket.end();
        } else socket.write("250 OK\r\n");
      }
    });
  });

const received: Received = { commands: [], messages: [] };
const smtp = fakeSmtp(received);
let url: string;
beforeAll(async () => {
  smtp.listen(0, "127.0.0.1");
  await once(smtp, "listening");
  url = `smtp://mailer:secret@127.0.0.1:${(smtp.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe("the SMTP mailer", () => {
  it("hands the message over with the configured sender, signing in with the URL's user", async () => {
    const mailer = createSmtpMailer(url, "Portolan <no-reply@portolan.example>");
    await mailer.send({
      to: "ada@acme.example",
      subject: "Your code",
      text: "Your verification code is: 123456",
    });
    expect(received.commands).toContain("MAIL FROM:<no-reply@portolan.example>");
    expect(received.commands).toContain("RCPT TO:<ada@acme.example>");
    const auth = received.commands.find((c) => c.startsWith("AUTH PLAIN"));
    expect(Buffer.from(auth?.split(" ")[2] ?? "", "base64").toString()).toBe("\0mailer\0secret");
    const message = received.messages.at(-1) ?? "";
    expect(message).toContain("Subject: Your code");
    expect(message).toContain("To: ada@acme.example");
    expect(message).toContain("Your verification code is: 123456");
  });

  it("encodes a Chinese subject for the header", async () => {
    await createSmtpMailer(url, "no-reply@portolan.example").send({
      to: "li@acme.example",
      subject: "Portolan 验证码",
      text: "您的验证码是：654321",
    });
    const message = received.messages.at(-1) ?? "";
    expect(message).toMatch(/Subject: =\?UTF-8\?[BQ]\?/);
    expect(message).not.toContain("验证码");
  });

  it("rejects when the server refuses the recipient (the caller answers 140015)", async () => {
    const mailer = createSmtpMailer(url, "no-reply@portolan.example");
    await expect(mailer.send({ to: "x@refused.example", subject: "s", text: "t" })).rejects.toThrow();
  });

  it("rejects when nothing listens at the address", async () => {
    const mailer = createSmtpMailer("smtp://127.0.0.1:1", "no-reply@portolan.example");
    await expect(mailer.send({ to: "ada@acme.example", subject: "s", text: "t" })).rejects.toThrow();
  });

  it("is the mailer the configuration picks when PORTOLAN_SMTP_URL is set", async () => {
    const config = loadConfig({ PORTOLAN_SMTP_URL: url, PORTOLAN_MAIL_FROM: "ops@portolan.example" }, "/tmp");
    await createMailer(config).send({ to: "cfg@acme.example", subject: "Configured", text: "t" });
    expect(received.commands).toContain("MAIL FROM:<ops@portolan.example>");
    expect(received.messages.at(-1)).toContain("Subject: Configured");
  });
});
