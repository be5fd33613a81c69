import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { findPorts, type PortEntry } from "./port-lookup.ts";

const ports: readonly PortEntry[] = [
  { code: "CNQIN", name: "Qingdao", country: "CN" },
  { code: "CNQZH", name: "Qinzhou", country: "CN" },
  { code: "USLAX", name: "Los Angeles", country: "US" },
  { code: "USLGB", name: "Long Beach", country: "US" },
  { code: "MXZLO", name: "Manzanillo", country: "MX" },
  { code: "PAMIT", name: "Manzanillo International Terminal", country: "PA" },
  { code: "ESVLC", name: "Valencia", country: "ES" },
];
const codes = (q: string, limit?: number) => findPorts(q, ports, limit).map((p) => p.code);

describe("finding a port", () => {
  it("finds the exact code first, then the codes it begins", () => {
    expect(codes("cnqin")).toEqual(["CNQIN"]);
    expect(codes("CNQ")).toEqual(["CNQIN", "CNQZH"]);
    expect(codes("us")).toEqual(["USLGB", "USLAX"]);
  });

  it("finds names from their beginning, then by a word's beginning, folding case and marks", () => {
    expect(codes("manzanillo")).toEqual(["MXZLO", "PAMIT"]);
    expect(codes("Qing")).toEqual(["CNQIN"]);
    expect(codes("beach")).toEqual(["USLGB"]);
    expect(codes("valéncia")).toEqual(["ESVLC"]);
    expect(codes("terminal manz")).toEqual(["PAMIT"]);
  });

  it("finds nothing for nothing, and keeps to the limit", () => {
    expect(codes("  ")).toEqual([]);
    expect(codes("zzz")).toEqual([]);
    expect(codes("q", 1)).toEqual(["CNQIN"]);
  });

  test.prop([fc.constantFrom(...ports)])("a port's own code finds it first", (port) => {
    expect(codes(port.code)[0]).toBe(port.code);
  });
});
