import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskName } from "./name-mask.ts";
import { publicDataMessages } from "./public-data-messages.ts";
import { readTryWords, TRY_SEARCH_HIDDEN, TRY_SEARCH_MAX_LENGTH, trySearchRow } from "./try-search.ts";

describe("readTryWords", () => {
  it("trims and joins the words with single spaces", () => {
    expect(readTryWords("  office   chairs ")).toEqual({ ok: true, value: "office chairs" });
    expect(readTryWords("鞋")).toEqual({ ok: true, value: "鞋" });
  });

  it("refuses words with nothing to search and words too long", () => {
    for (const raw of [undefined, "", "   ", "*** --"])
      expect(readTryWords(raw)).toEqual({ ok: false, issue: "publicData.trySearch.empty" });
    expect(readTryWords("a".repeat(TRY_SEARCH_MAX_LENGTH))).toEqual({
      ok: true,
      value: "a".repeat(TRY_SEARCH_MAX_LENGTH),
    });
    expect(readTryWords("a".repeat(TRY_SEARCH_MAX_LENGTH + 1))).toEqual({
      ok: false,
      issue: "publicData.trySearch.tooLong",
    });
  });

  it("says every refusal in words of its own", () => {
    expect(Object.keys(publicDataMessages).sort()).toEqual([
      "publicData.trySearch.empty",
      "publicData.trySearch.tooLong",
      "publicData.trySearch.tooMany",
    ]);
    expect(publicDataMessages["publicData.trySearch.tooLong"]).toContain(String(TRY_SEARCH_MAX_LENGTH));
  });

  it("accepts a text exactly when it has a letter or digit and is short enough; the words it keeps are the text's", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => {
        const read = readTryWords(raw);
        if (read.ok) {
          expect([...read.value].length).toBeLessThanOrEqual(TRY_SEARCH_MAX_LENGTH);
          expect(read.value.split(" ")).toEqual(raw.trim().split(/\s+/u));
        } else expect(read.issue === "publicData.trySearch.tooLong").toBe(/[\p{L}\p{N}]/u.test(raw));
      }),
    );
  });
});

describe("trySearchRow", () => {
  const record = {
    id: 7,
    date: "2026-06-20",
    importer: { id: 1095, name: "PIONEER LOGISTICS, INC.", country: "US" },
    exporter: { id: 226, name: "SHENZHEN RUIFENG TEXTILE CO LTD", country: "CN" },
    description: "SPORTS FOOTWEAR",
    originCountry: "CN",
    unloadingPort: "USLAX",
    weightKg: 5425.6,
    quantity: 629,
    valueUsd: 10_000,
    vessel: "MAERSK HARMONY 5",
  };

  it("shows the date, goods, origin and port, masks the names and leaves the paid figures out", () => {
    expect(trySearchRow(record)).toEqual({
      date: "2026-06-20",
      importer: maskName("PIONEER LOGISTICS, INC."),
      exporter: "S******* R******* T******* CO LTD",
      description: "SPORTS FOOTWEAR",
      originCountry: "CN",
      unloadingPort: "USLAX",
    });
    const row: Record<string, unknown> = { ...trySearchRow(record) };
    for (const hidden of [...TRY_SEARCH_HIDDEN, "vessel", "id"]) expect(row[hidden]).toBeUndefined();
  });

  it("leaves out what the record does not have", () => {
    expect(trySearchRow({ date: "2026-01-01" })).toEqual({ date: "2026-01-01" });
  });
});
