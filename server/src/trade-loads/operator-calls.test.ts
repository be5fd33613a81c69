// The provider's operator calls on a real SQLite trade engine: the token is required, a bad request is
// refused with its reason, and a load streams the command's summary and status (D354).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { openSqliteTrade } from "../trade/open-trade-engine.ts";
import { createOperatorCalls, IMPORT_PATH, type LoadEvent, SERVING_PATH } from "./operator-calls.ts";

const TOKEN = "the-token-of-the-serving-file";
const dataDir = mkdtempSync(join(tmpdir(), "operator-calls-"));
const config = loadConfig(
  {
    PORTOLAN_DATA_DIR: dataDir,
    PORTOLAN_TRADE_ENGINE: "sqlite",
    PORTOLAN_PUBLIC_ORIGIN: "https://data.example.test",
  },
  dataDir,
);
const engine = openSqliteTrade(config.tradeDatabaseFile);
afterAll(() => engine.close());
const logged: string[] = [];
const calls = createOperatorCalls({
  config,
  token: TOKEN,
  engine: async () => engine,
  log: { info: (m) => logged.push(m), error: (m) => logged.push(m) },
  now: () => Date.now(),
});

const HEADER =
  "declaration_id,declaration_date,importer_name,importer_country,exporter_name,exporter_country,hs_code,description,quantity,quantity_unit,weight_kg,value_usd,origin_country,destination_country,reporting_country,loading_port,unloading_port,transport_mode";

/** A declaration release of one good row and one without a date. */
const release = (name: string): string => {
  const dir = mkdtempSync(join(tmpdir(), "operator-calls-files-"));
  writeFileSync(
    join(dir, `decl__EXP_ARGENTINA_CD_DEF__${name}.csv`),
    [
      HEADER,
      `A${name},2026-10-08,,,QUILL SA,AR,481720,Paper cards,10,PCS,253.1,1668.49,AR,,AR,ARSNS,TRSSX,SEA`,
      `B${name},soon,,,QUILL SA,AR,481720,Paper cards,10,PCS,253.1,1668.49,AR,,AR,ARSNS,TRSSX,SEA`,
    ].join("\n"),
  );
  return dir;
};

/** `token` null: the call carries none. */
const call = (path: string, init: RequestInit = {}, token: string | null = TOKEN) =>
  calls.fetch(
    new Request(`http://127.0.0.1${path}`, {
      ...init,
      headers: {
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        "content-type": "application/json",
      },
    }),
  );

const load = async (body: unknown): Promise<LoadEvent[]> => {
  const response = await call(IMPORT_PATH, { method: "POST", body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
  return (await response.text())
    .trimEnd()
    .split("\n")
    .map((l) => JSON.parse(l) as LoadEvent);
};

const linesOf = (events: readonly LoadEvent[]) => events.flatMap((e) => ("line" in e ? [e.line] : []));

describe("the operator calls", () => {
  it("answer only the serving file's token", async () => {
    const none = await call(SERVING_PATH, {}, null);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      error: expect.stringMatching(/token of the provider's serving file/),
    });
    const wrong = await call(SERVING_PATH, {}, `${TOKEN}x`);
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: expect.stringMatching(/^wrong operator token/) });
    // A load with a wrong token is refused before its body is read: nothing loads.
    const refused = await call(IMPORT_PATH, { method: "POST", body: "{}" }, "nope");
    expect(refused.status).toBe(403);
    const right = await call(SERVING_PATH);
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ pid: process.pid, dataDir, engine: "sqlite" });
  });

  it("refuse a load they cannot read, saying why", async () => {
    const refused = async (body: string) => {
      const response = await call(IMPORT_PATH, { method: "POST", body });
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: string }).error;
    };
    expect(await refused("not json")).toBe("the body is not JSON");
    expect(await refused("[]")).toMatch(/paths is a list/);
    expect(await refused(JSON.stringify({ paths: [] }))).toMatch(/paths is a list/);
    expect(await refused(JSON.stringify({ paths: ["releases"] }))).toMatch(
      /^paths are absolute .*: releases$/,
    );
    expect(await refused(JSON.stringify({ paths: ["/x"], reload: "yes" }))).toBe("reload is true or false");
    expect((await call("/internal/operator/nothing")).status).toBe(404);
  });

  it("stream a load's summary, every skip named, then its status, and log it", async () => {
    const dir = release("202611010000");
    const events = await load({ paths: [dir] });
    const lines = linesOf(events);
    expect(lines[0]).toBe("releases loaded: 1, already in: 0, refused: 0 (1 files)");
    expect(lines).toContain("rows read: 2, loaded: 1, skipped: 1, noted: 0");
    expect(lines).toContain(
      `  ${join(dir, "decl__EXP_ARGENTINA_CD_DEF__202611010000.csv")}:3 (declaration_date)`,
    );
    expect(lines.find((l) => l.startsWith("every skipped row and note: "))).toContain(
      join(dataDir, "import-reports"),
    );
    expect(lines.at(-1)).toMatch(/^alerts: 0 from 0 tracked items checked/);
    expect(events.at(-1)).toEqual({ status: 0 });
    expect(logged).toContain("import: rows read: 2, loaded: 1, skipped: 1, noted: 0");
    // Loaded into the engine the calls were given (empty before).
    expect(await engine.totals.isEmpty()).toBe(false);
  });

  it("run loads one at a time, a second one told it waits", async () => {
    const dir = release("202612010000");
    const [first, second] = await Promise.all([
      load({ paths: [dir] }),
      load({ paths: [dir], reload: false }),
    ]);
    expect(linesOf(first ?? [])[0]).toBe("releases loaded: 1, already in: 0, refused: 0 (1 files)");
    expect(second?.[0]).toEqual({ progress: "waiting for the load the provider is running to end" });
    // It ran after the first had recorded the release: it finds it in.
    expect(linesOf(second ?? [])[0]).toBe("releases loaded: 0, already in: 1, refused: 0 (1 files)");
    expect(second?.at(-1)).toEqual({ status: 0 });
  });

  it("take only their own paths, handing every other request on", async () => {
    const handler = calls.route(
      async (request: Request) => new Response(`public ${new URL(request.url).pathname}`),
    );
    expect(await (await handler(new Request("http://127.0.0.1/internal/operator/serving"))).status).toBe(401);
    expect(await (await handler(new Request("http://127.0.0.1/api/openapi.json"))).text()).toBe(
      "public /api/openapi.json",
    );
  });
});
