// Issue 31 item 11: the importer's alert mails link to the configured public origin (D338). Outside
// demo mode without PORTOLAN_PUBLIC_ORIGIN it loads the data and refuses to check the alerts, saying
// why; the next import with the origin set mails the alerts of that load, with links users can reach.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mulberry32 } from "../seed/prng.ts";
import { referenceTables } from "../seed/reference-tables.ts";
import { writeDemoReleases } from "../seed/release-writer.ts";
import { DEFAULT_GENERATOR_OPTIONS, generateShipments } from "../seed/shipment-generator.ts";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, TEST_DEMO_RECORDS, type TestServer } from "../testing/test-server.ts";
import { servingFileOf } from "../trade-loads/serving-file.ts";
import { ALERTS_REFUSED, runImport } from "./import.ts";

const US = "IMP_USA_BL_SEA";
const ORIGIN = "https://data.example.test";
let server: TestServer;
const batch = mkdtempSync(join(tmpdir(), "portolan-origin-batch-"));

beforeAll(async () => {
  server = await startTestServer();
  // These loads run in this process, as when no provider serves the folder: a serving provider takes
  // the load itself, with its own public origin (D354), and the command's origin no longer matters.
  rmSync(servingFileOf(server.dataDir));
  const trade = (await signIn(server, "demo-trade")).client;
  // A search tracked with instant alerts: every new US bill is news to it.
  const tracked = await trade.post("/console/tracking/searches", {
    query: `datasets=${US}`,
    cadence: "instant",
  });
  expect(((await tracked.json()) as { code: number }).code).toBe(200);
  writeDemoReleases(
    batch,
    generateShipments(referenceTables(), { ...DEFAULT_GENERATOR_OPTIONS, records: TEST_DEMO_RECORDS }),
    mulberry32(11),
    1,
  );
}, 60_000);
afterAll(async () => {
  await server.stop();
  rmSync(batch, { recursive: true, force: true });
});

const outbox = () => {
  const dir = join(server.dataDir, "outbox");
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".json"));
  } catch {}
  return names.map(
    (n) =>
      JSON.parse(readFileSync(join(dir, n), "utf8")) as { text: string; headers?: Record<string, string> },
  );
};

describe("the importer's alert mails", () => {
  it("are refused outside demo mode without a public origin, with the reason; the data still loads", async () => {
    const lines: string[] = [];
    const env = { PORTOLAN_DATA_DIR: server.dataDir, PORTOLAN_TRADE_ENGINE: "sqlite" };
    expect(await runImport([batch], env, (l) => lines.push(l))).toBe(ALERTS_REFUSED);
    expect(lines.find((l) => l.startsWith("shipments added: "))).not.toBe("shipments added: 0");
    const said = lines.at(-1) ?? "";
    expect(said).toMatch(/^alerts not checked: PORTOLAN_PUBLIC_ORIGIN is not set/);
    expect(said).toContain("http://localhost:8080");
    expect(outbox()).toEqual([]);
  });

  it("link to the configured origin, with the unsubscribe header fields, on the next import", async () => {
    const lines: string[] = [];
    const env = {
      PORTOLAN_DATA_DIR: server.dataDir,
      PORTOLAN_TRADE_ENGINE: "sqlite",
      PORTOLAN_PUBLIC_ORIGIN: ORIGIN,
    };
    expect(await runImport([batch], env, (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toMatch(/^alerts: 1 from \d+ tracked items checked, 0 digests, 1 mails sent$/);
    const [mail] = outbox();
    expect(mail?.text).toContain(`${ORIGIN}/`);
    expect(mail?.text).not.toContain("localhost");
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${ORIGIN}/alerts/unsubscribe\\?token=\\d+\\.[\\w-]{32}>$`),
    );
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });
});
