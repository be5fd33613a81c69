import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_SCRYPT, hashPassword, parseHash, TEST_SCRYPT, verifyPassword } from "./password-hash.ts";

describe("password hashing", () => {
  it("records scrypt and its parameters in the hash and verifies at production cost", async () => {
    const hash = await hashPassword("secret1", "c2FsdHNhbHRzYWx0c2FsdA", DEFAULT_SCRYPT);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$c2FsdHNhbHRzYWx0c2FsdA\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword("secret1", hash)).toBe(true);
    expect(await verifyPassword("secret2", hash)).toBe(false);
  });

  it("verifies the password it hashed and refuses any other (round trip)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (password, other) => {
        const hash = await hashPassword(password, "salt-0123456789abcdef", TEST_SCRYPT);
        expect(await verifyPassword(password, hash)).toBe(true);
        if (other !== password) expect(await verifyPassword(other, hash)).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it("gives the same password different hashes under different salts", async () => {
    const a = await hashPassword("portolan-demo", "salt-a", TEST_SCRYPT);
    const b = await hashPassword("portolan-demo", "salt-b", TEST_SCRYPT);
    expect(a).not.toBe(b);
    expect(a.split("$")[5]).not.toBe(b.split("$")[5]);
  });

  it("takes the password as typed: spaces count", async () => {
    const hash = await hashPassword("secret1", "s", TEST_SCRYPT);
    expect(await verifyPassword(" secret1", hash)).toBe(false);
    expect(await verifyPassword("secret1 ", hash)).toBe(false);
  });

  it("never matches a malformed or over-costly stored hash", async () => {
    const good = await hashPassword("pw1234", "salt", TEST_SCRYPT);
    const key = good.split("$")[5];
    for (const bad of [
      "",
      "plain",
      `bcrypt$16$1$1$salt$${key}`,
      `scrypt$15$1$1$salt$${key}`,
      `scrypt$${2 ** 21}$1$1$salt$${key}`,
      `scrypt$16$0$1$salt$${key}`,
      `scrypt$16$1$17$salt$${key}`,
      `scrypt$16$1$1$$${key}`,
      "scrypt$16$1$1$salt$short",
      `${good}$extra`,
    ]) {
      expect(parseHash(bad)).toBeUndefined();
      expect(await verifyPassword("pw1234", bad)).toBe(false);
    }
  });
});
