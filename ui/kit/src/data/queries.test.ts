// The query layer over a real provider client whose fetch is an in-memory provider (the network is
// what is outside). Proves: one request per key, the loading → ready and loading → failed states,
// a store request that waits while null, and a 401 ending the session through the one client.
import type { FetcherStore } from "@nanostores/query";
import { createProviderClient } from "@portolan/adapters";
import { atom } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setDataClient } from "./data-client.ts";
import {
  type CallFailedError,
  queryCache,
  queryStore,
  type Remote,
  refetchCall,
  remoteOf,
  setCallAnswer,
} from "./queries.ts";

const statistics = { countries: 3, dataSources: 4, records: 5, companies: 6, updatedOn: "2026-11-01" };

type Answer = { readonly status: number; readonly body: unknown };
let answers: Map<string, Answer>;
let requested: string[];
let expired: number[];

const fakeFetch = (async (input: RequestInfo | URL) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  requested.push(url);
  const path = url.replace(/^https?:\/\/[^/]+/, "");
  const answer = answers.get(path) ?? { status: 404, body: { code: 404, msg: "no", data: null } };
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { "content-type": "application/json" },
  });
}) as typeof fetch;

const settle = <T>(store: FetcherStore<T, CallFailedError>): Promise<Remote<T>> =>
  new Promise((resolve) => {
    const stop = store.subscribe((value) => {
      const remote = remoteOf(value);
      if (remote.state !== "loading") {
        queueMicrotask(() => stop());
        resolve(remote);
      }
    });
  });

beforeEach(() => {
  answers = new Map();
  requested = [];
  expired = [];
  queryCache.invalidateKeys(() => true);
  setDataClient(
    createProviderClient({
      baseUrl: "http://provider.test",
      fetch: fakeFetch,
      onExpired: (code) => expired.push(code),
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe("queryStore", () => {
  it("starts loading, then shows the decoded answer", async () => {
    answers.set("/api/public/statistics", { status: 200, body: { code: 200, msg: "ok", data: statistics } });
    const store = queryStore("siteStatistics", {});
    expect(remoteOf(store.get()).state).toBe("loading");
    expect(await settle(store)).toEqual({ state: "ready", data: statistics });
  });

  it("asks once for two stores of the same call and request", async () => {
    answers.set("/api/public/statistics", { status: 200, body: { code: 200, msg: "ok", data: statistics } });
    const [a, b] = [queryStore("siteStatistics", {}), queryStore("siteStatistics", {})];
    await Promise.all([settle(a), settle(b)]);
    expect(requested.filter((u) => u.endsWith("/api/public/statistics"))).toHaveLength(1);
  });

  it("shows a refusal as failed with core's classified outcome", async () => {
    answers.set("/api/public/dataSource/statistics?dataSource=US", {
      status: 200,
      body: { code: 10001, msg: "bad", data: null },
    });
    const remote = await settle(queryStore("dataSourceStatistics", { query: { dataSource: "US" } as never }));
    expect(remote.state).toBe("failed");
    if (remote.state === "failed") expect(remote.failure).toMatchObject({ kind: "rejected", code: 10001 });
  });

  it("waits while the request store is null and asks when it is set", async () => {
    answers.set("/api/public/dataSource/statistics?dataSource=CN", {
      status: 200,
      body: {
        code: 200,
        msg: "ok",
        data: {
          dataSource: "CN",
          records: 1,
          startDate: "2020-01-01",
          endDate: "2026-01-01",
          fields: [],
          searchBy: { importer: true, exporter: true, hscode: true, description: true },
        },
      },
    });
    const request = atom<{ query: { dataSource: "CN" } } | null>(null);
    const store = queryStore("dataSourceStatistics", request as never);
    const stop = store.listen(() => {});
    await new Promise((r) => setTimeout(r, 20));
    expect(requested).toEqual([]);
    request.set({ query: { dataSource: "CN" } });
    const remote = await settle(store);
    stop();
    expect(requested).toHaveLength(1);
    expect(remote.state === "ready" || remote.state === "failed").toBe(true);
  });

  it("ends the session on a 401 from any query", async () => {
    answers.set("/api/public/statistics", { status: 200, body: { code: 401, msg: "expired", data: null } });
    const remote = await settle(queryStore("siteStatistics", {}));
    expect(remote).toMatchObject({ state: "failed", failure: { kind: "expired", code: 401 } });
    expect(expired).toEqual([401]);
  });

  it("asks again on refetchCall and keeps the old answer on screen until the new one comes", async () => {
    answers.set("/api/public/statistics", { status: 200, body: { code: 200, msg: "ok", data: statistics } });
    const store = queryStore("siteStatistics", {});
    const seen: Remote<unknown>[] = [];
    const stop = store.subscribe((v) => seen.push(remoteOf(v)));
    await settle(store);
    const fresher = { ...statistics, records: 50 };
    answers.set("/api/public/statistics", { status: 200, body: { code: 200, msg: "ok", data: fresher } });
    refetchCall("siteStatistics", {});
    await new Promise((r) => setTimeout(r, 30));
    stop();
    expect(requested.filter((u) => u.endsWith("/api/public/statistics"))).toHaveLength(2);
    const afterFirst = seen.slice(seen.findIndex((r) => r.state === "ready"));
    expect(afterFirst.every((r) => r.state === "ready")).toBe(true);
    expect(afterFirst.at(-1)).toEqual({ state: "ready", data: fresher });
  });

  it("shows an answer the screen put in place without asking", async () => {
    answers.set("/api/public/statistics", { status: 200, body: { code: 200, msg: "ok", data: statistics } });
    const store = queryStore("siteStatistics", {});
    const stop = store.listen(() => {});
    await settle(store);
    const saved = { ...statistics, companies: 7 };
    setCallAnswer("siteStatistics", {}, saved);
    expect(remoteOf(store.get())).toEqual({ state: "ready", data: saved });
    stop();
    expect(requested).toHaveLength(1);
  });
});
