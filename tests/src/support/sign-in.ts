// Signs in over HTTP as a person would: fetch a captcha challenge, solve it as the browser's widget
// does (D279), post the login. Returns the session cookie header to send.

import { fetchSolvedCaptcha } from "@portolan/server";

export const DEMO_PASSWORD = "portolan-demo";

interface Envelope<T> {
  readonly code: number;
  readonly msg?: string;
  readonly data: T;
}

export const signIn = async (base: string, login: string, password: string): Promise<string> => {
  const captcha = await fetchSolvedCaptcha(base);
  const response = await fetch(`${base}/api/public/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ login, password, captcha }),
  });
  const body = (await response.json()) as Envelope<unknown>;
  if (body.code !== 200) throw new Error(`sign-in of ${login} failed: ${body.code} ${body.msg ?? ""}`);
  const token = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("token="));
  if (token === undefined) throw new Error("sign-in set no token cookie");
  return token;
};
