// Helpers for the tests of codes and forms: solve a captcha as a person would, read the last code.
import { join } from "node:path";
import { listOutbox } from "../../mail/outbox-files.ts";
import type { TestClient, TestServer } from "../../testing/test-server.ts";

export interface SolvedCaptcha {
  readonly id: string;
  readonly answer: string;
}

/** Fetches a captcha and reads its text (the recorded text stands in for the person). */
export const solveCaptcha = async (server: TestServer, client: TestClient): Promise<SolvedCaptcha> => {
  const body = (await (await client.get("/api/public/captcha")).json()) as { data: { id: string } };
  return { id: body.data.id, answer: server.captchaText.last() };
};

export const postForm = async (client: TestClient, path: string, fields: Record<string, string>) =>
  (await (await client.post(path, fields, "form")).json()) as {
    code: number;
    msg: string;
    data?: { messageId?: string; issues?: { field: string; message: string }[] };
  };

export const postJson = async (client: TestClient, path: string, body: unknown, ip = "local") =>
  (await (await client.post(path, body, "json", { "x-forwarded-for": ip })).json()) as {
    code: number;
    msg: string;
    data?: { messageId?: string; issues?: { field: string; message: string }[] } | null;
  };

/** Sends an email code (captcha solved) from `ip`; answers the body. */
export const sendEmailCode = async (server: TestServer, email: string, ip = "local") => {
  const client = server.client();
  const captcha = await solveCaptcha(server, client);
  const response = await client.post(
    "/api/public/sendVerifyCode",
    { email, captchaId: captcha.id, captchaAnswer: captcha.answer },
    "form",
    { "x-forwarded-for": ip },
  );
  return (await response.json()) as { code: number; data?: { messageId?: string } };
};

/** Sends a mobile code (captcha solved) from `ip`; answers the body. */
export const sendMobileCode = async (server: TestServer, target: string, ip = "local") => {
  const client = server.client();
  const captcha = await solveCaptcha(server, client);
  const response = await client.post(
    "/api/public/sendCode",
    { channel: "mobile", target, captchaId: captcha.id, captchaAnswer: captcha.answer },
    "form",
    { "x-forwarded-for": ip },
  );
  return (await response.json()) as { code: number; data?: { messageId?: string } };
};

/** The six digits of the last code mailed. */
export const lastMailedCode = (server: TestServer): string => {
  const text = server.mailer.sent.at(-1)?.text ?? "";
  return /\b(\d{6})\b/.exec(text)?.[1] ?? "";
};

/** The six digits of the last text message written to the outbox (no SMS gateway here). */
export const lastTextedCode = async (server: TestServer): Promise<string> => {
  const sms = (await listOutbox(join(server.dataDir, "outbox"))).find((e) => e.kind === "sms");
  return /\b(\d{6})\b/.exec(sms?.text ?? "")?.[1] ?? "";
};
