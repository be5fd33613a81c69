import { describe, expect, it } from "vitest";
import { poMessages } from "../i18n/po-messages.ts";
import { PERMISSION_WORDS, permissionMessageId, permissionWords } from "./permission-words.ts";

describe("permissions in words", () => {
  it.each([
    ["nothing", {}, 0, []],
    ["trade search and its plus bit", { TS: { SO: true } }, 1 + 64 + 256, ["tradeSearch", "tradeSearchPlus"]],
    ["AI and recommend", { TS: { AI: true, RECOMMEND: true } }, 4 + 512, ["aiMarketing", "recommend"]],
    [
      "market analysis and partner report",
      { TS: { MARKET: true } },
      6 + 128 + 16,
      ["marketAnalysis", "partnerReport"],
    ],
    [
      "download limit and global buyers",
      { TS: { CDS: { download_limit: true } } },
      7 + 32,
      ["downloadLimit", "globalBuyers"],
    ],
    ["a feature bit alone does not grant what the menu gates on", {}, 64 + 128 + 512, []],
    ["a false download limit", { TS: { CDS: { download_limit: false } } }, 0, []],
    ["email and the open platform", { TS: { EMAIL: true }, OPENS: true }, 5, ["email", "openPlatform"]],
  ] as const)("%s", (_name, permissions, membership, words) => {
    expect(permissionWords({ permissions, membership })).toEqual(words);
  });

  it("names every word in the three languages", () => {
    for (const w of PERMISSION_WORDS)
      for (const l of ["en", "zh", "ru"] as const)
        expect(poMessages(l)[permissionMessageId(w)]).toMatch(/\S/);
  });
});
