// Two provider processes on one SQLite file: the resend limit of verification codes holds across
// them (it lives in the database, checked and recorded under the write lock), and a captcha issued
// by one is spent for both.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fetchSolvedCaptcha } from "@portolan/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderProcess, startProviderProcess } from "../support/provider-process.ts";

let dataDir: string;
let first: ProviderProcess;
let second: ProviderProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "portolan-two-"));
  first = await startProviderProcess(dataDir);
  second = await startProviderProcess(dataDir);
}, 60_000);
afterAll(async () => {
  await first?.kill("SIGTERM");
  await second?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

interface Body {
  readonly code: number;
}

/** A challenge of `p`'s, solved as the browser solves it. */
const captchaOn = async (p: ProviderProcess) => ({ captcha: await fetchSolvedCaptcha(p.url) });

const sendCode = async (p: ProviderProcess, fields: Record<string, string>) => {
  const response = await fetch(`${p.url}/api/public/sendVerifyCode`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: p.url },
    body: new URLSearchParams(fields).toString(),
  });
  return ((await response.json()) as Body).code;
};

describe("two provider processes sharing one database", () => {
  it("refuses a resend through the second process within the countdown (140010)", async () => {
    const email = "two-processes@example.com";
    expect(await sendCode(first, { email, ...(await captchaOn(first)) })).toBe(1);
    expect(await sendCode(second, { email, ...(await captchaOn(second)) })).toBe(140010);
    expect(await sendCode(first, { email, ...(await captchaOn(first)) })).toBe(140010);
  });

  it("lets concurrent sends to one address through both processes succeed only once", async () => {
    const email = "race@example.com";
    const a = await captchaOn(first);
    const b = await captchaOn(second);
    const codes = await Promise.all([sendCode(first, { email, ...a }), sendCode(second, { email, ...b })]);
    expect(codes.sort()).toEqual([1, 140010]);
  });

  it("spends a captcha issued by one process for the other too", async () => {
    const captcha = await captchaOn(first);
    expect(await sendCode(first, { email: "spent@example.com", ...captcha })).toBe(1);
    expect(await sendCode(second, { email: "spent-2@example.com", ...captcha })).toBe(20009);
  });
});
