// The Chinese and Russian port names of server/data/port-names-zh-ru.csv (issue 31 item 1, D343):
// read as written, each row naming a port the tables know, one port never named two ways, and the
// ports the brief names covered (every Chinese, Russian, Taiwanese and Hong Kong sea port).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { portOfCode } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { parseCsvObjects } from "../seed/csv.ts";
import { DATA_DIR } from "../seed/reference-tables.ts";
import { portCatalogue, portNameTable } from "./port-names-catalogue.ts";

const csv = readFileSync(join(DATA_DIR, "port-names-zh-ru.csv"), "utf8");

describe("the port-name table", () => {
  it("reads a row's names, leaving out an empty cell and a row with neither name or no code", () => {
    const table = portNameTable("unlocode,zh,ru\ncn sha,上海,Шанхай\nRUDKA,,Де-Кастри\nXX,名,Имя\nAEAJM,,\n");
    expect([...table]).toEqual([
      ["CNSHA", { zh: "上海", ru: "Шанхай" }],
      ["RUDKA", { ru: "Де-Кастри" }],
    ]);
  });

  it("names only ports the tables know, each port one way, Chinese in Han and Russian in Cyrillic", () => {
    const catalogue = portCatalogue();
    const named = new Map<string, string>();
    for (const [code, names] of portNameTable(csv)) {
      const port = portOfCode(catalogue, code);
      expect(port, code).toBeDefined();
      if (names.zh !== undefined) expect(names.zh, code).toMatch(/^[\p{Script=Han}·]+$/u);
      if (names.ru !== undefined) expect(names.ru, code).toMatch(/^[\p{Script=Cyrillic} -]+$/u);
      const key = port?.code ?? code;
      const both = `${names.zh ?? ""}|${names.ru ?? ""}`;
      expect(named.get(key) ?? both, code).toBe(both);
      named.set(key, both);
    }
    expect(parseCsvObjects(csv).length).toBe(portNameTable(csv).size);
  });

  it("names every Chinese, Russian, Taiwanese and Hong Kong port of the sea-port table", () => {
    const catalogue = portCatalogue();
    const sea = parseCsvObjects(readFileSync(join(DATA_DIR, "seaports-unlocode.csv"), "utf8"));
    const ours = sea.filter((r) => /^(CN|RU|TW|HK)/.test(r.unlocode ?? ""));
    expect(ours.length).toBe(151);
    const unnamed = ours
      .map((r) => portOfCode(catalogue, r.unlocode ?? ""))
      .filter((p) => p?.localNames === undefined)
      .map((p) => p?.code);
    // Names we could not be sure of (an unclear place, a name with no article): English alone.
    expect(unnamed.sort()).toEqual(["CNBJO", "CNGGY", "CNJXN", "CNLSI", "CNNGG", "CNXAB", "RUPTP"]);
  });
});
