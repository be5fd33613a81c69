// The ALTCHA widget (D279), loaded once and only where a form shows a captcha. Its stylesheet and its
// PBKDF2 worker are files of this origin (altcha/external, not the bundle that inlines them), so the
// Content-Security-Policy's 'self' covers them; its challenge comes through the data client (the
// provider's envelope, its limit per address), and its words are ours, in the page's language.
import "altcha/external";
import "altcha/altcha.css";
import type { CaptchaChallenge } from "@portolan/contracts";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

/** The widget's words that a person sees (the rest are of its code challenge, which is not used). */
export interface AltchaWords {
  readonly label: string;
  readonly verifying: string;
  readonly verified: string;
  readonly error: string;
  readonly expired: string;
  readonly waitAlert: string;
  readonly verificationRequired: string;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The widget asks for a challenge by URL; the data client fetches it and unwraps the envelope. */
const challengeFetch = async (): Promise<Response> => {
  // Imported when asked, not with the widget: a static import here split the console's first load
  // into more chunks (the data client out of the entry), past its 170 KB budget.
  const { dataClient } = await import("../data/data-client.ts");
  const result = await dataClient().call("getCaptcha", {});
  return result.ok ? json(result.data satisfies CaptchaChallenge) : json({ error: "no challenge" }, 503);
};

$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
$altcha.defaults.set({
  fetch: challengeFetch,
  hideFooter: true,
  hideLogo: true,
  humanInteractionSignature: false,
});

/** Gives the widget the words of `language` (over its English ones, for the parts never shown). */
export const setAltchaWords = (language: string, words: AltchaWords): void => {
  $altcha.i18n.set(language, { ...$altcha.i18n.get("en"), ...words });
};

/** The path the widget is told to fetch; `challengeFetch` answers it. */
export const CAPTCHA_CHALLENGE_PATH = "/api/public/captcha";
