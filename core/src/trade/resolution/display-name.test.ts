import { describe, expect, it } from "vitest";
import { displayName } from "./display-name.ts";
import { parsePartyName } from "./party-name.ts";

const show = (...spellings: [string, number][]) =>
  displayName(spellings.map(([name, count]) => ({ parsed: parsePartyName(name), count })));

describe("displayName", () => {
  it.each([
    [
      "the most used clean spelling",
      [
        ["ACME INC", 5],
        ["ACME, INC.", 9],
      ],
      "ACME, INC.",
    ],
    ["no double spaces", [["ACME  HOME  GOODS INC", 40]], "ACME HOME GOODS INC"],
    ["no space before a comma", [["ACME HOME GOODS , INC", 40]], "ACME HOME GOODS, INC"],
    [
      "no typo when a clean spelling exists",
      [
        ["ACME HOEM GOODS INC", 4],
        ["ACME HOME GOODS INC", 3],
        ["ACME HOME GOODS CORP", 2],
      ],
      "ACME HOME GOODS INC",
    ],
    [
      "no cut spelling when a whole one exists",
      [
        ["GUANGZHOU HUAXIN TRADING CO., LIMIT", 90],
        ["GUANGZHOU HUAXIN TRADING", 2],
      ],
      "GUANGZHOU HUAXIN TRADING",
    ],
    [
      "the legal form kept",
      [
        ["ACME HOME GOODS", 40],
        ["ACME HOME GOODS CORP", 3],
      ],
      "ACME HOME GOODS CORP",
    ],
    [
      "the firm's part, not the owner or receiver",
      [
        ["JOHN SMITH DBA ACME INC", 40],
        ["ACME INC C/O DHL", 30],
      ],
      "ACME INC",
    ],
    [
      "a clean spelling before one with noise",
      [
        ["ACME INC 12 MAIN ST", 40],
        ["ACME INC", 1],
      ],
      "ACME INC",
    ],
    [
      "the first in order on a tie",
      [
        ["ACME INC", 4],
        ["ACME CORP", 4],
      ],
      "ACME CORP",
    ],
  ] as const)("%s", (_, spellings, expected) => {
    expect(show(...(spellings as unknown as [string, number][]))).toBe(expected);
  });

  it("is empty for no spelling", () => {
    expect(displayName([])).toBe("");
  });
});
