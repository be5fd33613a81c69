// Time and randomness reach the provider's services through these ports, so tests can fix them.

import type { Clock } from "@portolan/core";

export type { Clock };

export interface Random {
  /** A URL-safe random token of `bytes` random bytes (session tokens: at least 16). */
  readonly token: (bytes: number) => string;
  /** `length` random decimal digits (verification codes). */
  readonly digits: (length: number) => string;
  /** A random integer in [0, max). */
  readonly int: (max: number) => number;
}
