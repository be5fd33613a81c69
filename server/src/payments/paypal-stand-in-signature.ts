// The webhook signature scheme of the local PayPal stand-in. PayPal signs with its certificate and
// checks the signature on its side (verify-webhook-signature), opaque to us; the stand-in keeps that
// shape with an HMAC over the same inputs (transmission id, time, webhook id, a digest of the event).

import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export interface SignatureInput {
  readonly transmissionId: string;
  readonly transmissionTime: string;
  readonly webhookId: string;
  readonly event: unknown;
}

export const STAND_IN_AUTH_ALGO = "SHA256withRSA";

export const standInSignature = (secret: string, input: SignatureInput): string => {
  const digest = createHash("sha256").update(JSON.stringify(input.event)).digest("hex");
  return createHmac("sha256", secret)
    .update(`${input.transmissionId}|${input.transmissionTime}|${input.webhookId}|${digest}`)
    .digest("base64");
};

export const signatureMatches = (secret: string, input: SignatureInput, signature: string): boolean => {
  const expected = Buffer.from(standInSignature(secret, input));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
