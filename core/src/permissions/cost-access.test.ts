import { describe, expect, it } from "vitest";
import { costPageTarget, hasCostPermission } from "./cost-access.ts";
import type { Permissions } from "./permission-tree.ts";

describe("cost page access", () => {
  it.each([
    [{}, [], false, "records"],
    [{ TS: { AI: true } }, [], true, "overview"],
    [{ TS: { SO: true } }, [], true, "overview"],
    [{ TS: { EMAIL: true } }, [], true, "overview"],
    [{ TS: { CDS: { download_limit: true } } }, [], true, "overview"],
    [{}, ["payment"], true, "paymentLink"],
    [{ TS: { SO: true, AI: true } }, ["payment"], true, "paymentLink"],
    [{ TS: { MARKET: true, RECOMMEND: true }, OPENS: true }, ["admin", "info"], false, "records"],
  ] as const)("%j with roles %j: cost permission %s, target %s", (p, roles, has, target) => {
    expect(hasCostPermission(p as Permissions, roles)).toBe(has);
    expect(costPageTarget(p as Permissions, roles)).toBe(target);
  });
});
