// Firm identity held to one answer on every engine (issue 30): near-named firms of two cities stay
// apart, a later spelling with swapped letters joins its firm under the same id, an operator's
// "same" rule merges two firms and retires one id (which then points to the other), taking the rule
// back splits them under their old ids, and an "apart" rule holds across a later import. The data:
// identity-fixture.ts.

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readTradeQuery } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importReleases } from "../import/importer.ts";
import type { OpenedTradeEngine } from "../open-trade-engine.ts";
import { US } from "./conformance-fixture.ts";
import { writeIdentityFirst, writeIdentityLater, writeIdentityThird } from "./identity-fixture.ts";

const load = async (engine: OpenedTradeEngine, write: (dir: string) => void) => {
  const dir = mkdtempSync(join(tmpdir(), "identity-"));
  write(dir);
  const report = await importReleases([dir], engine.sink, { now: () => 0 });
  expect(report.skipped).toEqual([]);
  return report;
};

const DALLAS = "BRIGHTWATER FOODS INC";
const TOLEDO = "BRIGHTWATER FOOD INC";
const SWAPPED = "BRIGTHWATER FOODS INC";
const spelling = (name: string) => ({ country: "US", name });

export const identityConformance = (engineName: string, open: () => Promise<OpenedTradeEngine>): void => {
  describe(`firm identity on the ${engineName} trade engine`, () => {
    let engine: OpenedTradeEngine;
    const importers = async () => {
      const read = readTradeQuery({ datasets: US, pageSize: "100" });
      if (!read.ok) throw new Error(read.issues.join());
      const page = await engine.store.companies(read.value, "importer");
      return new Map(page.records.map((r) => [r.name, { id: r.id, shipments: r.shipments }]));
    };
    let dallas: number;
    let toledo: number;

    beforeAll(async () => {
      engine = await open();
      await load(engine, writeIdentityFirst);
    }, 60_000);
    afterAll(async () => engine.close());

    it("keeps near-named firms of two cities apart", async () => {
      const firms = await importers();
      expect([...firms.keys()].sort()).toEqual([TOLEDO, DALLAS, "SUMMIT HOME GOODS LLC"].sort());
      dallas = firms.get(DALLAS)?.id as number;
      toledo = firms.get(TOLEDO)?.id as number;
      expect(dallas).not.toBe(toledo);
    });

    it("joins a later spelling with swapped letters to its firm under the same id, and says why", async () => {
      const report = await load(engine, writeIdentityLater);
      // Three consignees and their one shipper.
      expect(report.companies).toMatchObject({ companies: 4 });
      const firms = await importers();
      expect(firms.get(DALLAS)).toEqual({ id: dallas, shipments: 3 });
      expect(firms.get(TOLEDO)).toEqual({ id: toledo, shipments: 1 });
      expect(firms.get("SUMMIT HOME GOODS LLC")?.shipments).toBe(2);
      const why = await engine.identity.evidence(dallas);
      expect(why?.spellings).toEqual([
        { ...spelling(DALLAS), billSides: 2 },
        { ...spelling(SWAPPED), billSides: 1 },
      ]);
      expect(why?.links).toHaveLength(1);
      const fields = Object.fromEntries((why?.links[0]?.evidence ?? []).map((e) => [e.field, e.level]));
      expect(fields).toMatchObject({ zip: "agree", phone: "agree", city: "agree" });
      expect(why?.links[0]?.weight).toBeGreaterThan(2);
      expect(await engine.identity.evidence(999_999)).toBeUndefined();
    });

    it("merges two firms on an operator's rule, retiring one id that points to the other", async () => {
      await engine.identity.addRule({
        id: "r-same",
        kind: "same",
        a: spelling(DALLAS),
        b: spelling(TOLEDO),
        createdAt: 1,
      });
      await engine.identity.resolveAgain();
      const firms = await importers();
      expect(firms.size).toBe(2);
      const merged = firms.get(DALLAS) ?? firms.get(TOLEDO);
      expect(merged).toEqual({ id: dallas, shipments: 4 });
      expect(await engine.identity.redirectOf(toledo)).toBe(dallas);
      expect(await engine.identity.redirectOf(dallas)).toBeUndefined();
      const why = await engine.identity.evidence(dallas);
      expect(why?.links.some((l) => l.evidence.some((e) => e.field === "rule"))).toBe(true);
    });

    it("splits them again under their old ids when the rule is taken back", async () => {
      expect((await engine.identity.rules()).map((r) => r.id)).toEqual(["r-same"]);
      await engine.identity.removeRule("r-same");
      expect(await engine.identity.rules()).toEqual([]);
      await engine.identity.resolveAgain();
      const firms = await importers();
      expect(firms.get(DALLAS)?.id).toBe(dallas);
      expect(firms.get(TOLEDO)?.id).toBe(toledo);
      expect(await engine.identity.redirectOf(toledo)).toBeUndefined();
    });

    it("keeps an apart rule across a later import", async () => {
      await engine.identity.addRule({
        id: "r-apart",
        kind: "apart",
        a: spelling(SWAPPED),
        b: spelling(DALLAS),
        createdAt: 2,
      });
      await engine.identity.addRule({
        id: "r-apart",
        kind: "apart",
        a: spelling(SWAPPED),
        b: spelling(DALLAS),
        createdAt: 2,
      });
      await engine.identity.resolveAgain();
      await load(engine, writeIdentityThird);
      const firms = await importers();
      expect(firms.get(DALLAS)).toEqual({ id: dallas, shipments: 2 });
      expect(firms.get(SWAPPED)?.shipments).toBe(2);
      expect(firms.get(SWAPPED)?.id).not.toBe(dallas);
      expect(await engine.identity.rules()).toHaveLength(1);
    });
  });
};
