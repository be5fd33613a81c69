// The real clock and the operating system's random source.

import { randomBytes, randomInt } from "node:crypto";
import type { CaptchaTextSource } from "../ports/captcha-text.ts";
import type { Clock, Random } from "../ports/runtime.ts";

export const systemClock: Clock = { now: () => Date.now() };

export const systemRandom: Random = {
  token: (bytes) => randomBytes(bytes).toString("base64url"),
  digits: (length) => Array.from({ length }, () => String(randomInt(10))).join(""),
  int: (max) => randomInt(max),
};

/** Letters and digits that cannot be mistaken for one another in an image (no 0/O, 1/I/L). */
export const CAPTCHA_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CAPTCHA_LENGTH = 5;

export const randomCaptchaText = (random: Random): CaptchaTextSource => ({
  next: () =>
    Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[random.int(CAPTCHA_ALPHABET.length)]).join(
      "",
    ),
});
