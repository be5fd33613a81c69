// Solves a captcha as the browser's widget does (D279): the challenge from GET /api/public/captcha,
// altcha-lib's solver over the same PBKDF2, and the payload encoded as the widget encodes it. Tests
// and scripts use it where a person would tick the box; nothing is read off a log.

import type { CaptchaChallenge } from "@portolan/contracts";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { CaptchaDifficulty } from "../services/verification/verification-policy.ts";

/** The work a test server asks: the same steps as the real difficulty, a few tries instead of a thousand. */
export const TEST_CAPTCHA_DIFFICULTY: CaptchaDifficulty = { cost: 1, counterMin: 1, counterMax: 20 };

/** The payload for `challenge` once solved: base64 of the challenge and its solution, as JSON. */
export const solveCaptchaChallenge = async (challenge: CaptchaChallenge): Promise<string> => {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (solution === null) throw new Error("the captcha challenge was not solved in time");
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
};

/** Asks the provider at `origin` for a challenge (with `headers`) and solves it. */
export const fetchSolvedCaptcha = async (
  origin: string,
  headers: Record<string, string> = {},
): Promise<string> => {
  const response = await fetch(`${origin}/api/public/captcha`, { headers });
  const body = (await response.json()) as { code: number; data?: CaptchaChallenge };
  if (body.code !== 200 || body.data === undefined) throw new Error(`no captcha challenge: ${body.code}`);
  return solveCaptchaChallenge(body.data);
};
