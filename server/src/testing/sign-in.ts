// Signs a test client in as a person would: an image captcha (its text read off the recorder), then
// the login call. Answers the client (its session cookie kept) and the body code.
import type { TestClient, TestServer } from "./test-server.ts";

export const DEMO_PASSWORD = "portolan-demo";

export const signIn = async (
  server: TestServer,
  login: string,
  password = DEMO_PASSWORD,
): Promise<{ readonly client: TestClient; readonly code: number }> => {
  const client = server.client();
  const issued = (await (await client.get("/api/public/captcha")).json()) as { data: { id: string } };
  const answer = await client.post("/api/public/login", {
    login,
    password,
    captcha: { id: issued.data.id, answer: server.captchaText.last() },
  });
  return { client, code: ((await answer.json()) as { code: number }).code };
};
