// Accounts of a test's own, made over HTTP as the registration page would (other specs sign in with
// the demo accounts' password, so a test that changes an account works on one of its own).
import { fetchSolvedCaptcha } from "@portolan/server";
import { sentCode } from "./forms.ts";
import type { E2eProvider } from "./provider.ts";

/** A challenge of the provider's, solved as the browser's widget solves it (D279). */
const freshCaptcha = (provider: E2eProvider) => fetchSolvedCaptcha(provider.origin);

/** Registers `email` with `password`; answers the new session's token. */
export const registerAccount = async (
  provider: E2eProvider,
  email: string,
  password: string,
): Promise<string> => {
  const c1 = await freshCaptcha(provider);
  await fetch(`${provider.origin}/api/public/sendVerifyCode`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: provider.origin },
    body: new URLSearchParams({
      email,
      captcha: c1,
      purpose: "register",
    }).toString(),
  });
  const emailCode = await sentCode(provider, email);
  const response = await fetch(`${provider.origin}/api/public/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: provider.origin },
    body: JSON.stringify({
      firstName: "Test",
      lastName: "Person",
      email,
      password,
      terms: true,
      captcha: await freshCaptcha(provider),
      emailCode,
    }),
  });
  const token = response.headers
    .getSetCookie()
    .map((l) => l.split(";")[0] ?? "")
    .find((p) => p.startsWith("token="));
  if (token === undefined) throw new Error(`registration of ${email} set no session`);
  return token.slice("token=".length);
};

/** The body code of a sign-in attempt over HTTP (200 signed in, 20002 frozen, …). */
export const signInCode = async (provider: E2eProvider, login: string, password: string): Promise<number> => {
  const captcha = await freshCaptcha(provider);
  const response = await fetch(`${provider.origin}/api/public/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: provider.origin },
    body: JSON.stringify({ login, password, captcha }),
  });
  return ((await response.json()) as { code: number }).code;
};

/** Asks for a password-reset link for `email` over HTTP, as the forgot-password page would. */
export const askResetLink = async (provider: E2eProvider, email: string): Promise<number> => {
  const response = await fetch(`${provider.origin}/api/public/password/forgot`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: provider.origin },
    body: JSON.stringify({ email, captcha: await freshCaptcha(provider) }),
  });
  return ((await response.json()) as { code: number }).code;
};
