import { describe, expect, it } from "vitest";
import { buildPortCatalogue, portOfCode } from "./port-identity.ts";
import { localPortName, withLocalNames } from "./port-local-names.ts";

const catalogue = buildPortCatalogue([
  { unlocodes: ["CNSHA", "CNSGH"], customs: "57035", name: "Shanghai", otherNames: [] },
  { unlocodes: ["CNNGB", "CNNBO"], name: "Ningbo", otherNames: [] },
  { unlocodes: ["NLRTM"], name: "Rotterdam", otherNames: [] },
  { unlocodes: ["GRPIR"], name: "Piraeus", otherNames: [] },
]);

describe("ports named in Chinese and Russian", () => {
  const table = new Map([
    ["CNSGH", { zh: "上海", ru: "Шанхай" }],
    ["CNNBO", { zh: "宁波" }],
    ["CNNGB", { ru: "Нинбо" }],
    ["NLRTM", { zh: "鹿特丹", ru: "Роттердам" }],
  ]);
  const named = withLocalNames(catalogue, table);

  it("joins the names by any UN/LOCODE of the port, each language from the first code naming it", () => {
    expect(portOfCode(named, "57035")?.localNames).toEqual({ zh: "上海", ru: "Шанхай" });
    expect(portOfCode(named, "CNNBO")?.localNames).toEqual({ zh: "宁波", ru: "Нинбо" });
    expect(named.ports.find((p) => p.code === "NLRTM")?.localNames).toEqual({
      zh: "鹿特丹",
      ru: "Роттердам",
    });
  });

  it("leaves a port the table lacks with its English name alone, and every code in place", () => {
    expect(portOfCode(named, "GRPIR")).toEqual(portOfCode(catalogue, "GRPIR"));
    expect([...named.byCode.keys()]).toEqual([...catalogue.byCode.keys()]);
    expect(named.ports.map((p) => p.name)).toEqual(catalogue.ports.map((p) => p.name));
  });

  it("gives the name in the language asked, none in English or where the table has none", () => {
    const shanghai = portOfCode(named, "CNSHA");
    expect(shanghai && localPortName(shanghai, "zh")).toBe("上海");
    expect(shanghai && localPortName(shanghai, "ru")).toBe("Шанхай");
    expect(shanghai && localPortName(shanghai, "en")).toBeUndefined();
    const piraeus = portOfCode(named, "GRPIR");
    expect(piraeus && localPortName(piraeus, "zh")).toBeUndefined();
  });
});
