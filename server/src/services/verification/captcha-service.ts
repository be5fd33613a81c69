// The captcha (D279): an ALTCHA proof-of-work challenge, signed with the database's key, that the
// browser solves when the person ticks the box. Its answer (the payload) passes when the signature
// holds, the work was done, it has not expired by the provider's clock, and it was not used before.

import { createHmac } from "node:crypto";
import type { CaptchaChallenge } from "@portolan/contracts";
import { createChallenge, type Payload, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { CaptchaStore } from "../../accounts/verification/captcha-store-port.ts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import type { Random } from "../../ports/runtime.ts";
import { CAPTCHA_ALGORITHM, CAPTCHA_TTL_MS, type CaptchaDifficulty } from "./verification-policy.ts";

export interface CaptchaService extends CaptchaChecker {
  readonly create: (now: number) => Promise<CaptchaChallenge>;
}

/** Two secrets from the one key: the challenge's signature and the derived key's (ALTCHA's two). */
const secretsOf = (key: Uint8Array) => ({
  challenge: createHmac("sha256", key).update("captcha challenge").digest("hex"),
  derivedKey: createHmac("sha256", key).update("captcha derived key").digest("hex"),
});

/** The payload as the widget sends it (base64 of JSON), or undefined when it is not one. */
const parsePayload = (payload: string): Payload | undefined => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { challenge, solution } = parsed as Partial<Payload>;
    if (typeof challenge?.parameters !== "object" || challenge.parameters === null) return undefined;
    if (typeof solution !== "object" || solution === null) return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
};

export const createCaptchaService = (deps: {
  readonly store: CaptchaStore;
  readonly random: Random;
  readonly difficulty: CaptchaDifficulty;
}): CaptchaService => {
  // The key is the database's (the store reads it once); asked for on first use, not at start.
  const keySecrets = async () => secretsOf(await deps.store.signingKey());
  const { cost, counterMin, counterMax } = deps.difficulty;
  return {
    create: async (now) => {
      const secrets = await keySecrets();
      const expires = now + CAPTCHA_TTL_MS;
      const challenge = await createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost,
        counter: counterMin + deps.random.int(counterMax - counterMin),
        deriveKey,
        // Expiry by the provider's clock (not ALTCHA's expiresAt, which the library reads off the
        // wall clock): inside the signed parameters, so it cannot be moved.
        data: { expires },
        hmacSignatureSecret: secrets.challenge,
        hmacKeySignatureSecret: secrets.derivedKey,
      });
      const { parameters } = challenge;
      return {
        parameters: {
          algorithm: parameters.algorithm,
          nonce: parameters.nonce,
          salt: parameters.salt,
          cost: parameters.cost,
          keyLength: parameters.keyLength,
          keyPrefix: parameters.keyPrefix,
          keySignature: parameters.keySignature ?? "",
          data: { expires },
        },
        signature: challenge.signature ?? "",
      };
    },
    check: async (payload, now) => {
      const parsed = parsePayload(payload);
      if (parsed === undefined) return false;
      const secrets = await keySecrets();
      try {
        const result = await verifySolution({
          challenge: parsed.challenge,
          solution: parsed.solution,
          deriveKey,
          hmacSignatureSecret: secrets.challenge,
          hmacKeySignatureSecret: secrets.derivedKey,
        });
        const expires = parsed.challenge.parameters.data?.expires;
        if (!result.verified || typeof expires !== "number" || now >= expires) return false;
        return await deps.store.spend(parsed.challenge.parameters.nonce, expires, now);
      } catch {
        // A payload the library cannot even read (not hex, wrong types) is simply not a solution.
        return false;
      }
    },
  };
};
