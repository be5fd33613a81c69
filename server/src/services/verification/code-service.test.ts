// Verification codes as other areas check them: single use, bound to the address, 10 minutes,
// dead after 5 wrong guesses; and, for any address and language, a mailed code of 6 digits.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemRandom } from "../../runtime/system-runtime.ts";
import { capturingMailer, startTestServer, type TestServer } from "../../testing/test-server.ts";
import { type CodeService, createCodeService } from "./code-service.ts";

let server: TestServer;
let codes: CodeService;
const mailer = capturingMailer();
const texts: { to: string; text: string }[] = [];
let now = Date.UTC(2026, 0, 1);

beforeAll(async () => {
  server = await startTestServer();
  codes = createCodeService({
    store: server.deps.storage.verification,
    random: systemRandom,
    mailer,
    texts: { send: async (m) => void texts.push(m) },
    onSendError: () => {},
  });
});
afterAll(async () => server.stop());

/** Sends a code (two hours after the last, clear of every limit) and answers it. */
const issue = async (target: string, channel: "email" | "mobile" = "email"): Promise<string> => {
  now += 2 * 60 * 60_000;
  expect(await codes.send({ channel, target, ip: "test", now, locale: "en" })).toBe("sent");
  const text = channel === "email" ? (mailer.sent.at(-1)?.text ?? "") : (texts.at(-1)?.text ?? "");
  return /\b(\d{6})\b/.exec(text)?.[1] ?? "";
};

describe("verification codes", () => {
  it("accept the right code once; a reused code finds nothing", async () => {
    const code = await issue("once@acme.example");
    expect(await codes.verify("email", "once@acme.example", code, now + 1000)).toBe("ok");
    expect(await codes.verify("email", "once@acme.example", code, now + 2000)).toBe("none");
  });

  it("are bound to the channel and the address (email case and spaces do not matter)", async () => {
    const code = await issue("Bound@Acme.example");
    expect(await codes.verify("email", "other@acme.example", code, now)).toBe("none");
    expect(await codes.verify("mobile", "bound@acme.example", code, now)).toBe("none");
    expect(await codes.verify("email", "  BOUND@acme.EXAMPLE ", code, now)).toBe("ok");
  });

  it("bind a mobile code to the number's digits, however it is grouped", async () => {
    const code = await issue("+86 (138) 0000-0000", "mobile");
    expect(await codes.verify("mobile", "+86 138 0000 0001", code, now)).toBe("none");
    expect(await codes.verify("mobile", "+8613800000000", code, now)).toBe("ok");
  });

  it("expire 10 minutes after they were sent", async () => {
    const code = await issue("late@acme.example");
    expect(await codes.verify("email", "late@acme.example", code, now + 10 * 60_000)).toBe("expired");
    const fresh = await issue("late@acme.example");
    expect(await codes.verify("email", "late@acme.example", fresh, now + 10 * 60_000 - 1)).toBe("ok");
  });

  it("survive fewer than 5 wrong guesses, and are dead after the 5th", async () => {
    const code = await issue("guess@acme.example");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++)
      expect(await codes.verify("email", "guess@acme.example", wrong, now)).toBe("wrong");
    expect(await codes.verify("email", "guess@acme.example", code, now)).toBe("ok");

    const next = await issue("guess@acme.example");
    const miss = next === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      expect(await codes.verify("email", "guess@acme.example", miss, now)).toBe("wrong");
    expect(await codes.verify("email", "guess@acme.example", next, now)).toBe("exhausted");
  });

  it("are replaced by a newer code to the same address", async () => {
    const first = await issue("twice@acme.example");
    const second = await issue("twice@acme.example");
    if (first !== second) expect(await codes.verify("email", "twice@acme.example", first, now)).toBe("wrong");
    expect(await codes.verify("email", "twice@acme.example", second, now)).toBe("ok");
  });

  it("are always 6 digits, and verify for the address they were mailed to (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.emailAddress(),
        fc.constantFrom("zh", "en", "ru") as fc.Arbitrary<"zh" | "en" | "ru">,
        async (email, locale) => {
          now += 2 * 60 * 60_000;
          expect(await codes.send({ channel: "email", target: email, ip: "prop", now, locale })).toBe("sent");
          const codesInMail = mailer.sent.at(-1)?.text.match(/\d{6,}/g) ?? [];
          expect(codesInMail).toHaveLength(1);
          expect(codesInMail[0]).toMatch(/^\d{6}$/);
          expect(await codes.verify("email", email, codesInMail[0] ?? "", now)).toBe("ok");
        },
      ),
      { numRuns: 60 },
    );
  });
});
