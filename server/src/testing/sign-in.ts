// Signs a test client in as a person would: a captcha challenge solved as the browser solves it,
// then the login call. Answers the client (its session cookie kept) and the body code.
import type { CaptchaChallenge } from "@portolan/contracts";
import { solveCaptchaChallenge } from "./captcha-solver.ts";
import type { TestServer } from "./test-server.ts";

export const DEMO_PASSWORD = "portolan-demo";

export const signIn = async (server: TestServer, login: string, password = DEMO_PASSWORD) => {
  const client = server.client();
  const issued = (await (await client.get("/api/public/captcha")).json()) as { data: CaptchaChallenge };
  const captcha = await solveCaptchaChallenge(issued.data);
  const answer = await client.post("/api/public/login", { login, password, captcha });
  return { client, code: ((await answer.json()) as { code: number }).code };
};
