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

describe("finding a port by any code a release carries (issue 31)", () => {
  const real: readonly PortEntry[] = [
    { code: "CNSHA", codes: ["CNSHA", "CNSGH", "57035"], name: "Shanghai", otherNames: [], country: "CN" },
    {
      code: "CNTAO",
      codes: ["CNTAO", "CNQIN", "57047"],
      name: "Qingdao",
      otherNames: ["Qingdao Gang"],
      country: "CN",
    },
    {
      code: "USLAX",
      codes: ["USLAX", "2704"],
      name: "Los Angeles",
      otherNames: ["Long Beach"],
      country: "US",
    },
  ];
  const find = (q: string) => findPorts(q, real).map((p) => p.code);

  it("finds a port by its main code, an alternate, its customs code, or another name", () => {
    expect(find("CNSHA")).toEqual(["CNSHA"]);
    expect(find("cnsgh")).toEqual(["CNSHA"]);
    expect(find("57035")).toEqual(["CNSHA"]);
    expect(find("2704")).toEqual(["USLAX"]);
    expect(find("qingdao gang")).toEqual(["CNTAO"]);
    expect(find("shang")).toEqual(["CNSHA"]);
  });
});

describe("finding a port by its Chinese or Russian name (issue 31 item 1)", () => {
  const named: readonly PortEntry[] = [
    {
      code: "CNSHA",
      codes: ["CNSHA", "CNSGH", "57035"],
      name: "Shanghai",
      localNames: { zh: "上海", ru: "Шанхай" },
    },
    { code: "CNNGB", name: "Ningbo", localNames: { zh: "宁波舟山", ru: "Нинбо-Чжоушань" } },
    { code: "CNZOS", name: "Zhoushan Port", localNames: { zh: "舟山", ru: "Чжоушань" } },
    { code: "NLRTM", name: "Rotterdam", localNames: { zh: "鹿特丹", ru: "Роттердам" } },
    { code: "GRPIR", name: "Piraeus" },
  ];
  const find = (q: string) => findPorts(q, named).map((p) => p.code);

  it("finds a port by its whole name or its beginning, in either language", () => {
    expect(find("上海")).toEqual(["CNSHA"]);
    expect(find("上")).toEqual(["CNSHA"]);
    expect(find("Шанхай")).toEqual(["CNSHA"]);
    expect(find("шанх")).toEqual(["CNSHA"]);
    expect(find("роттер")).toEqual(["NLRTM"]);
    expect(find("鹿特丹")).toEqual(["NLRTM"]);
  });

  it("finds a Chinese name inside another (no spaces between Chinese words), after those it begins", () => {
    expect(find("舟山")).toEqual(["CNZOS", "CNNGB"]);
    expect(find("чжоушань")).toEqual(["CNZOS", "CNNGB"]);
    expect(find("特丹")).toEqual(["NLRTM"]);
    // Russian and English keep to word beginnings: "хай" is inside Шанхай but begins no word.
    expect(find("хай")).toEqual([]);
  });

  it("still finds by English names and codes, and finds nothing for names no table gives", () => {
    expect(find("shanghai")).toEqual(["CNSHA"]);
    expect(find("57035")).toEqual(["CNSHA"]);
    expect(find("Пирей")).toEqual([]);
  });
});
