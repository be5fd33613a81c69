// Password hashing with scrypt (memory-hard), a random salt per password, and the parameters kept in
// the hash string so they can be raised later without breaking stored hashes:
// `scrypt$N$r$p$salt$hash` (salt as stored text, hash in base64url).

import { scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** About 32 MiB and ~0.1 s per hash: the production setting. */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
/** For tests only (passed to the auth area explicitly; never read from the environment). */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 4, r: 1, p: 1 };

const KEY_LENGTH = 32;
/** Refuse stored parameters beyond these: a tampered hash must not make a login eat the machine. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

const derive = (password: string, salt: string, { N, r, p }: ScryptParams): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const maxmem = 128 * N * r * p + 128 * r * (N + 2) + 1024 * 1024;
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** `salt` comes from the caller's random source (at least 16 random bytes, URL-safe text, no "$"). */
export const hashPassword = async (password: string, salt: string, params: ScryptParams): Promise<string> => {
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt, key.toString("base64url")].join("$");
};

interface ParsedHash {
  readonly params: ScryptParams;
  readonly salt: string;
  readonly key: Buffer;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
const within = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;

export const parseHash = (stored: string): ParsedHash | undefined => {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || rest.length > 0 || !salt || !key) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const ok =
    isPowerOfTwo(params.N) && params.N <= MAX_N && within(params.r, MAX_R) && within(params.p, MAX_P);
  const bytes = Buffer.from(key, "base64url");
  return ok && bytes.length === KEY_LENGTH ? { params, salt, key: bytes } : undefined;
};

/** Constant-time comparison; a malformed stored hash never matches. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parseHash(stored);
  if (parsed === undefined) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
};
