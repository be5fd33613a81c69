// The real clock and the operating system's random source.

import { randomBytes, randomInt } from "node:crypto";
import type { Clock, Random } from "../ports/runtime.ts";

export const systemClock: Clock = { now: () => Date.now() };

export const systemRandom: Random = {
  token: (bytes) => randomBytes(bytes).toString("base64url"),
  digits: (length) => Array.from({ length }, () => String(randomInt(10))).join(""),
  int: (max) => randomInt(max),
};
