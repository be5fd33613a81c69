// Two provider processes on one account storage (the data folder's SQLite file, or one PostgreSQL
// database when the run puts the accounts there) and one data folder: the resend limit of
// verification codes holds across them (it lives in the database, checked and recorded in one
// transaction), a captcha issued by one is spent for both, a session made on one works on the other
// and signing out on either ends it, a per-address limit counts the calls to both, and an export
// started on one downloads from the other (export files in the shared folder, D368).

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fetchSolvedCaptcha } from "@portolan/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderProcess, startProviderProcess } from "../support/provider-process.ts";
import { DEMO_PASSWORD, signIn } from "../support/sign-in.ts";

const TRIES = 4;
/** A small demo store (quick to seed) and a low per-address limit to reach. */
const SMALL = {
  PORTOLAN_DEMO_RECORDS: "3000",
  PORTOLAN_DEMO_STATS: "small",
  PORTOLAN_TRY_SEARCHES_PER_MINUTE: String(TRIES),
};
let dataDir: string;
let first: ProviderProcess;
let second: ProviderProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "portolan-two-"));
  // One at a time: the first loads the demo data, the second finds it there.
  first = await startProviderProcess(dataDir, SMALL);
  second = await startProviderProcess(dataDir, SMALL);
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

  it("knows a session made on one on the other, and ends it on both when it signs out on either", async () => {
    const cookie = await signIn(first.url, "demo-trade", DEMO_PASSWORD);
    const identity = async (p: ProviderProcess) =>
      ((await (await fetch(`${p.url}/console/user/identity`, { headers: { cookie } })).json()) as Body).code;
    expect(await identity(second)).toBe(200);
    const out = await fetch(`${second.url}/console/user/logout`, {
      method: "POST",
      headers: { cookie, origin: second.url },
    });
    expect(((await out.json()) as Body).code).toBe(200);
    expect(await identity(first)).toBe(401);
    expect(await identity(second)).toBe(401);
  });

  it("counts one address's tries on both against one limit", async () => {
    const codes: number[] = [];
    for (let i = 0; i < TRIES * 2; i++) {
      const p = i % 2 === 0 ? first : second;
      const response = await fetch(`${p.url}/api/public/trySearch?words=steel`);
      codes.push(((await response.json()) as Body).code);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(TRIES);
    expect(codes.slice(TRIES)).toEqual(Array(TRIES).fill(20010));
  });

  it("downloads from one an export started on the other", async () => {
    const cookie = await signIn(first.url, "demo-trade", DEMO_PASSWORD);
    const started = await fetch(`${first.url}/console/exports`, {
      method: "POST",
      headers: { cookie, origin: first.url, "content-type": "application/json" },
      body: JSON.stringify({
        subject: { kind: "search", query: { datasets: "IMP_USA_BL_SEA" } },
        format: "csv",
      }),
    });
    const job = ((await started.json()) as Body & { data: { id: number } }).data;
    let status = "";
    for (let i = 0; i < 400 && status !== "done" && status !== "failed"; i++) {
      const listed = await fetch(`${second.url}/console/exports`, { headers: { cookie } });
      const { exports } = ((await listed.json()) as { data: { exports: { id: number; status: string }[] } })
        .data;
      status = exports.find((e) => e.id === job.id)?.status ?? "";
      if (status !== "done") await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe("done");
    const file = await fetch(`${second.url}/console/exports/file?id=${job.id}`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await file.text()).split("\r\n").length).toBeGreaterThan(2);
  });
});
