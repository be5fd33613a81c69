// kill -9 of the provider during a stream of writes, repeated: every write the server acknowledged
// is there after a restart, and (on SQLite) the file's integrity check passes. The writes are
// package orders (durability chosen on purpose for orders and payments: WAL with synchronous=FULL
// on SQLite; on PostgreSQL a commit is acknowledged once the server has it). The test command runs
// it on both engines. The number of cycles and acknowledged writes is written to .reports/crash.json.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { testAccountsOnPostgres } from "@portolan/server";
import { afterAll, describe, expect, it } from "vitest";
import { startProviderProcess } from "../support/provider-process.ts";
import { DEMO_PASSWORD, signIn } from "../support/sign-in.ts";

const CYCLES = Number(process.env.PORTOLAN_CRASH_CYCLES ?? 5);
const IN_FLIGHT = 4;
const dataDir = mkdtempSync(join(tmpdir(), "portolan-crash-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface OrderBody {
  readonly code: number;
  readonly data?: { readonly id: string };
}

describe("kill -9 during a stream of order writes", () => {
  it(`loses no acknowledged order over ${CYCLES} crash cycles and keeps the file intact`, async () => {
    const acknowledged: string[] = [];
    let sequence = 0;
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const provider = await startProviderProcess(dataDir);
      const cookie = await signIn(provider.url, "payment@demo.portolan.test", DEMO_PASSWORD);
      let running = true;
      const writer = async () => {
        while (running) {
          sequence += 1;
          try {
            const response = await fetch(`${provider.url}/pay/payment`, {
              method: "POST",
              headers: {
                "content-type": "application/json",
                origin: provider.url,
                cookie,
                "Idempotency-Key": `crash-${sequence}`,
              },
              body: JSON.stringify({ tierId: "PRO" }),
            });
            const body = (await response.json()) as OrderBody;
            if (body.code === 200 && body.data) acknowledged.push(body.data.id);
          } catch {
            return; // the connection died with the process: this write was not acknowledged
          }
        }
      };
      const writers = Array.from({ length: IN_FLIGHT }, writer);
      await new Promise((resolve) => setTimeout(resolve, 150 + cycle * 70));
      await provider.kill("SIGKILL");
      running = false;
      await Promise.all(writers);
    }
    const check = await startProviderProcess(dataDir);
    const missing: string[] = [];
    for (const id of acknowledged) {
      const body = (await (await fetch(`${check.url}/public/payment/${id}`)).json()) as OrderBody;
      if (body.code !== 200) missing.push(id);
    }
    await check.kill("SIGTERM");
    // PostgreSQL keeps its own files whole; SQLite's file is checked here.
    const integrity = testAccountsOnPostgres()
      ? { integrity_check: "ok" }
      : (() => {
          const db = new DatabaseSync(join(dataDir, "portolan.sqlite"));
          try {
            return db.prepare("PRAGMA integrity_check").get() as { integrity_check: string };
          } finally {
            db.close();
          }
        })();
    mkdirSync(".reports", { recursive: true });
    writeFileSync(
      testAccountsOnPostgres() ? ".reports/crash-postgres.json" : ".reports/crash.json",
      JSON.stringify({ cycles: CYCLES, acknowledged: acknowledged.length }),
    );
    console.log(
      `crash: ${CYCLES} kill -9 cycles, ${acknowledged.length} acknowledged orders, ${missing.length} lost`,
    );
    expect(acknowledged.length).toBeGreaterThan(CYCLES);
    expect(missing).toEqual([]);
    expect(integrity.integrity_check).toBe("ok");
  }, 180_000);
});
