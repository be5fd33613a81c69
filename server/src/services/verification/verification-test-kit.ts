// Helpers for the tests of codes and forms: solve a captcha as the browser does, read the last code.
import { join } from "node:path";
import type { CaptchaChallenge } from "@portolan/contracts";
import { listOutbox } from "../../mail/outbox-files.ts";
import { solveCaptchaChallenge } from "../../testing/captcha-solver.ts";
import type { TestClient, TestServer } from "../../testing/test-server.ts";

/** Fetches a captcha challenge with `client` (from `ip`) and solves it; answers the payload. */
export const solveCaptcha = async (client: TestClient, ip?: string): Promise<string> => {
  const headers = ip === undefined ? undefined : { "x-forwarded-for": ip };
  const body = (await (await client.get("/api/public/captcha", headers)).json()) as {
    code: number;
    data?: CaptchaChallenge;
  };
  if (body.data === undefined) throw new Error(`no captcha challenge: ${body.code}`);
  return solveCaptchaChallenge(body.data);
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
  const captcha = await solveCaptcha(client, ip);
  const response = await client.post("/api/public/sendVerifyCode", { email, captcha }, "form", {
    "x-forwarded-for": ip,
  });
  return (await response.json()) as { code: number; data?: { messageId?: string } };
};

/** Sends a mobile code (captcha solved) from `ip`; answers the body. */
export const sendMobileCode = async (server: TestServer, target: string, ip = "local") => {
  const client = server.client();
  const captcha = await solveCaptcha(client, ip);
  const response = await client.post("/api/public/sendCode", { channel: "mobile", target, captcha }, "form", {
    "x-forwarded-for": ip,
  });
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
