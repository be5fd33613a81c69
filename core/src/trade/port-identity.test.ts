import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  buildPortCatalogue,
  customsCodeOf,
  expandPortCodes,
  type PortRow,
  portOfCode,
} from "./port-identity.ts";

// Rows as the sea-port table and the World Port Index give them (codes from the real tables).
const rows: readonly PortRow[] = [
  {
    unlocodes: ["CNSHA", "CNSGH"],
    customs: "57035",
    name: "Shanghai",
    otherNames: ["Shanghai"],
    latitude: 31.23,
    longitude: 121.47,
  },
  { unlocodes: ["CNSHA", "CNSGH"], customs: "57035", name: "Shanghai", otherNames: [] },
  { unlocodes: ["CNTAO", "CNQIN"], customs: "57047", name: "Qingdao", otherNames: [] },
  { unlocodes: ["USLAX"], customs: "2704", name: "Los Angeles", otherNames: ["Long Beach"] },
  { unlocodes: ["AEAJM"], customs: "52000", name: "Ajman", otherNames: [] },
  { unlocodes: ["AERKT"], customs: "52000", name: "Ras al Khaimah", otherNames: [] },
  { unlocodes: ["CNQIN"], name: "Qingdao Gang", otherNames: [], latitude: 36.03, longitude: 120.27 },
  { unlocodes: ["ISKEV"], name: "Keflavik", otherNames: [], latitude: 64, longitude: -22.55 },
];
const catalogue = buildPortCatalogue(rows);

describe("one port under every code", () => {
  it("makes the rows sharing a UN/LOCODE one port, named and placed by the first that can", () => {
    expect(catalogue.ports.map((p) => p.code)).toEqual([
      "CNSHA",
      "CNTAO",
      "USLAX",
      "AEAJM",
      "AERKT",
      "ISKEV",
    ]);
    expect(portOfCode(catalogue, "CNSGH")).toEqual({
      code: "CNSHA",
      codes: ["CNSHA", "CNSGH", "57035"],
      name: "Shanghai",
      otherNames: [],
      country: "CN",
      latitude: 31.23,
      longitude: 121.47,
    });
    const qingdao = portOfCode(catalogue, "57047");
    expect(qingdao).toMatchObject({ code: "CNTAO", otherNames: ["Qingdao Gang"], latitude: 36.03 });
    expect(portOfCode(catalogue, "CNQIN")).toBe(qingdao);
  });

  it("places no port by a customs code several ports share, nor by a code no table knows", () => {
    expect(portOfCode(catalogue, "52000")).toBeUndefined();
    expect(catalogue.byCode.get("52000")?.map((p) => p.code)).toEqual(["AEAJM", "AERKT"]);
    expect(portOfCode(catalogue, "XXZZZ")).toBeUndefined();
  });

  it("joins two ports seen apart when a later row names both", () => {
    const joined = buildPortCatalogue([
      { unlocodes: ["CNNBO"], name: "Ningbo", otherNames: [] },
      { unlocodes: ["CNNGB"], name: "Ningbo-Zhoushan", otherNames: [] },
      { unlocodes: ["CNNGB", "CNNBO"], customs: "57020", name: "Ningbo", otherNames: [] },
    ]);
    expect(joined.ports).toHaveLength(1);
    expect(joined.ports[0]?.codes).toEqual(["CNNBO", "CNNGB", "57020"]);
  });
});

describe("expanding a port filter to every code", () => {
  it("adds each port's codes, keeps an unknown code as written, and a shared customs code to itself", () => {
    expect(expandPortCodes(catalogue, ["CNSGH"])).toEqual(["CNSGH", "CNSHA", "57035"]);
    expect(expandPortCodes(catalogue, ["2704"])).toEqual(["2704", "USLAX"]);
    expect(expandPortCodes(catalogue, ["XXZZZ", "99999"])).toEqual(["XXZZZ", "99999"]);
    expect(expandPortCodes(catalogue, ["AEAJM"])).toEqual(["AEAJM"]);
    expect(expandPortCodes(catalogue, ["52000"])).toEqual(["52000", "AEAJM", "AERKT"]);
  });

  const anyCode = fc.constantFrom(...[...catalogue.byCode.keys()], "XXZZZ", "12345");
  test.prop([fc.array(anyCode, { maxLength: 5 })])(
    "keeps every code asked, and expanding again adds nothing for a port's own codes",
    (codes) => {
      const once = expandPortCodes(catalogue, codes);
      for (const c of codes) expect(once).toContain(c);
      const known = codes.filter((c) => portOfCode(catalogue, c) !== undefined);
      expect(new Set(expandPortCodes(catalogue, known))).toEqual(
        new Set(expandPortCodes(catalogue, expandPortCodes(catalogue, known))),
      );
    },
  );
});

describe("the customs code of a port", () => {
  it("is its own Schedule K or D code, never one it shares, and none for a code no table knows", () => {
    expect(customsCodeOf(catalogue, "CNSGH")).toBe("57035");
    expect(customsCodeOf(catalogue, "USLAX")).toBe("2704");
    expect(customsCodeOf(catalogue, "AEAJM")).toBeUndefined();
    expect(customsCodeOf(catalogue, "ISKEV")).toBeUndefined();
    expect(customsCodeOf(catalogue, "XXZZZ")).toBeUndefined();
  });
});
