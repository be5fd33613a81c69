import type { CallFailure, CallResult, ProviderClient } from "@portolan/adapters";
import { classifyResponse } from "@portolan/core";
import { setDataClient } from "@portolan/kit/data/data-client.ts";
import { $notifications, clearNotifications } from "@portolan/kit/notifications/notifications-store.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { consoleCall, isHandled, setConsoleTranslator } from "./console-client.ts";

const failure = (code: number, msg = ""): CallFailure =>
  classifyResponse({ kind: "response", status: 200, statusText: "OK", body: { code, msg } }) as CallFailure;

const answering = (result: CallResult<unknown>): ProviderClient => ({
  call: async () => result as never,
});

const refused = (outcome: CallFailure): CallResult<unknown> => ({ ok: false, outcome, issues: [] });

const texts = () => $notifications.get().map((n) => `${n.level}: ${n.text}`);

describe("consoleCall", () => {
  beforeEach(() => {
    clearNotifications();
    setConsoleTranslator((id) => id);
  });

  it("passes a success through and shows nothing", async () => {
    setDataClient(answering({ ok: true, data: { n: 1 } }));
    expect(await consoleCall("identity", {})).toEqual({ ok: true, data: { n: 1 } });
    expect(texts()).toEqual([]);
  });

  it("shows a §8 refusal as an error in the page's language", async () => {
    setDataClient(answering(refused(failure(140010))));
    const result = await consoleCall("identity", {});
    expect(result.ok).toBe(false);
    expect(texts()).toEqual(["error: errors.code.frequentEmailCodes"]);
  });

  it("shows the server's own text for a code the catalogue does not name", async () => {
    setDataClient(answering(refused(failure(99001, "Quota used up"))));
    await consoleCall("identity", {});
    expect(texts()).toEqual(["error: Quota used up"]);
  });

  it("shows HTTP and network failures", async () => {
    const http = classifyResponse({ kind: "response", status: 500, statusText: "Oops", body: null });
    setDataClient(answering(refused(http as CallFailure)));
    await consoleCall("identity", {});
    setDataClient(answering(refused(classifyResponse({ kind: "network-failure" }) as CallFailure)));
    await consoleCall("identity", {});
    expect(texts()).toEqual(["error: errors.http.status", "error: errors.network.failed"]);
  });

  it.each([401, 402])("shows nothing for an expiry (%i)", async (code) => {
    setDataClient(answering(refused(failure(code))));
    const result = await consoleCall("identity", {});
    expect(result.ok === false && result.outcome.kind).toBe("expired");
    expect(texts()).toEqual([]);
  });

  it("leaves the failures the caller handles to the caller", async () => {
    setDataClient(answering(refused(failure(20008))));
    await consoleCall("identity", {}, { handles: [20008] });
    await consoleCall("identity", {}, { handles: true });
    expect(texts()).toEqual([]);
    await consoleCall("identity", {}, { handles: [20009] });
    expect(texts()).toEqual(["error: errors.code.verificationCode"]);
  });
});

describe("isHandled", () => {
  it("matches body codes of refusals only; true takes every failure", () => {
    const network = classifyResponse({ kind: "network-failure" }) as CallFailure;
    expect(isHandled(failure(20008), [20008])).toBe(true);
    expect(isHandled(failure(20008), [20009])).toBe(false);
    expect(isHandled(failure(20008), undefined)).toBe(false);
    expect(isHandled(network, [0])).toBe(false);
    expect(isHandled(network, true)).toBe(true);
  });
});
