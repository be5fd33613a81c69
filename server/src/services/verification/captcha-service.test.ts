// The captcha's rules (D279): a solved challenge passes once, before it expires, and nothing else
// passes — not a forged, altered or replayed payload, not one signed by another database's key.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openSqliteAccountStorage } from "../../accounts/open-account-storage.ts";
import { systemRandom } from "../../runtime/system-runtime.ts";
import { solveCaptchaChallenge, TEST_CAPTCHA_DIFFICULTY } from "../../testing/captcha-solver.ts";
import { createCaptchaService } from "./captcha-service.ts";
import { CAPTCHA_DIFFICULTY, CAPTCHA_TTL_MS } from "./verification-policy.ts";

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const service = (difficulty = TEST_CAPTCHA_DIFFICULTY) =>
  createCaptchaService({
    // A database of its own each: its own signing key.
    store: openSqliteAccountStorage(":memory:").captcha,
    random: systemRandom,
    difficulty,
  });

const decode = (payload: string) => JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

describe("the captcha service", () => {
  it("issues a signed PBKDF2 challenge that expires with the provider's clock", async () => {
    const challenge = await service().create(NOW);
    expect(challenge.parameters).toMatchObject({
      algorithm: "PBKDF2/SHA-256",
      cost: TEST_CAPTCHA_DIFFICULTY.cost,
      keyLength: 32,
      data: { expires: NOW + CAPTCHA_TTL_MS },
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts a solved challenge once: a replay is refused", async () => {
    const captcha = service();
    const payload = await solveCaptchaChallenge(await captcha.create(NOW));
    expect(await captcha.check(payload, NOW + 1_000)).toBe(true);
    expect(await captcha.check(payload, NOW + 2_000)).toBe(false);
  });

  it("refuses a solved challenge from the moment it expires", async () => {
    const captcha = service();
    const late = await solveCaptchaChallenge(await captcha.create(NOW));
    const inTime = await solveCaptchaChallenge(await captcha.create(NOW));
    expect(await captcha.check(late, NOW + CAPTCHA_TTL_MS)).toBe(false);
    expect(await captcha.check(inTime, NOW + CAPTCHA_TTL_MS - 1)).toBe(true);
  });

  it("refuses a payload whose challenge was altered: a later expiry, a cheaper cost, another signature", async () => {
    const captcha = service();
    const solved = decode(await solveCaptchaChallenge(await captcha.create(NOW)));
    const altered = [
      { ...solved.challenge.parameters, data: { expires: NOW + 365 * 86_400_000 } },
      { ...solved.challenge.parameters, cost: 1 + solved.challenge.parameters.cost },
      { ...solved.challenge.parameters, keyPrefix: "00" },
    ];
    for (const parameters of altered)
      expect(
        await captcha.check(encode({ ...solved, challenge: { ...solved.challenge, parameters } }), NOW),
      ).toBe(false);
    const resigned = { ...solved, challenge: { ...solved.challenge, signature: "0".repeat(64) } };
    expect(await captcha.check(encode(resigned), NOW)).toBe(false);
    // None of those spent it: the genuine payload still passes.
    expect(await captcha.check(encode(solved), NOW)).toBe(true);
  });

  it("refuses a wrong solution: another counter or another key", async () => {
    const captcha = service();
    const solved = decode(await solveCaptchaChallenge(await captcha.create(NOW)));
    const wrongKey = { ...solved, solution: { ...solved.solution, derivedKey: "ab".repeat(32) } };
    const noKey = { ...solved, solution: { counter: solved.solution.counter } };
    expect(await captcha.check(encode(wrongKey), NOW)).toBe(false);
    expect(await captcha.check(encode(noKey), NOW)).toBe(false);
  });

  it("refuses a challenge signed with another database's key", async () => {
    const elsewhere = await solveCaptchaChallenge(await service().create(NOW));
    expect(await service().check(elsewhere, NOW)).toBe(false);
  });

  it("answers false, never throws, for anything that is not a payload (property)", async () => {
    const captcha = service();
    const junk = fc.oneof(
      fc.string(),
      fc.jsonValue().map(encode),
      fc
        .record({
          challenge: fc.record({ parameters: fc.jsonValue(), signature: fc.jsonValue() }),
          solution: fc.jsonValue(),
        })
        .map(encode),
    );
    await fc.assert(fc.asyncProperty(junk, async (payload) => (await captcha.check(payload, NOW)) === false));
  });

  it("asks real work that Node's solver, like the browser's, does well within a second", async () => {
    const { cost, counterMax } = CAPTCHA_DIFFICULTY;
    // At most counterMax tries of `cost` PBKDF2 iterations: a bound that keeps it a tick, not a wait.
    expect(cost * counterMax).toBeLessThanOrEqual(500_000);
    const captcha = service(CAPTCHA_DIFFICULTY);
    const started = performance.now();
    const payload = await solveCaptchaChallenge(await captcha.create(NOW));
    const took = performance.now() - started;
    expect(await captcha.check(payload, NOW)).toBe(true);
    // Measured about 0.05 s here; a loaded CI machine gets room, a difficulty raised far does not.
    expect(took).toBeLessThan(3_000);
  });
});
