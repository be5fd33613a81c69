import { test as fcTest } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COLLECTION_NOTE_MAX,
  COLLECTION_TAG_MAX,
  COLLECTION_TAGS_PER_ITEM,
  COLLECTION_TITLE_MAX,
} from "../constants/collection.ts";
import { collectionMessages } from "./collection-messages.ts";
import { checkNote, checkTags, itemTitle, normaliseTag, splitTags } from "./collection-text.ts";

describe("limits (designed, D213)", () => {
  it("are the decided numbers, and the messages say them", () => {
    expect([COLLECTION_NOTE_MAX, COLLECTION_TAG_MAX, COLLECTION_TAGS_PER_ITEM, COLLECTION_TITLE_MAX]).toEqual(
      [2000, 32, 10, 200],
    );
    expect(collectionMessages["collection.note.tooLong"]).toBe("A note takes at most 2000 characters.");
    expect(collectionMessages["collection.tag.tooLong"]).toBe("A tag takes at most 32 characters.");
    expect(collectionMessages["collection.tags.tooMany"]).toBe("An item takes at most 10 tags.");
  });
});

describe("tags", () => {
  it.each([
    ["Furniture", "furniture"],
    ["  Office   Chairs ", "office chairs"],
    ["#Suppliers", "suppliers"],
    ["# # q3", "q3"],
    ["ＡＢＣ", "abc"],
    ["供应商", "供应商"],
    ["Поставщики", "поставщики"],
    ["#", ""],
  ])("%j is stored as %j", (raw, tag) => expect(normaliseTag(raw)).toBe(tag));

  it("drops empty tags and merges those that fold to one, keeping the first place", () => {
    expect(checkTags(["Furniture", "", " ", "chairs", "FURNITURE", "#chairs"])).toEqual({
      ok: true,
      value: ["furniture", "chairs"],
    });
  });

  it("refuses a tag too long, one with other characters, and too many tags", () => {
    expect(checkTags(["a".repeat(32)])).toEqual({ ok: true, value: ["a".repeat(32)] });
    expect(checkTags(["a".repeat(33)])).toEqual({ ok: false, error: "collection.tag.tooLong" });
    expect(checkTags(["<script>"])).toEqual({ ok: false, error: "collection.tag.invalid" });
    expect(checkTags(["a,b"])).toEqual({ ok: false, error: "collection.tag.invalid" });
    expect(checkTags(["tab\there"]).ok).toBe(true); // whitespace becomes one space
    expect(checkTags(["x\u0000y"])).toEqual({ ok: false, error: "collection.tag.invalid" });
    expect(checkTags(["R&D", "a-b_c.d", "o'neil", "1/2+"]).ok).toBe(true);
    const eleven = Array.from({ length: 11 }, (_, i) => `t${i}`);
    expect(checkTags(eleven.slice(0, 10)).ok).toBe(true);
    expect(checkTags(eleven)).toEqual({ ok: false, error: "collection.tags.tooMany" });
    // Eleven spellings of one tag are one tag.
    expect(checkTags(Array.from({ length: 11 }, () => "Same"))).toEqual({ ok: true, value: ["same"] });
  });

  it("splits typed tags at commas and semicolons, Latin or Chinese", () => {
    expect(splitTags("a, b，c;d；e、f")).toEqual(["a", " b", "c", "d", "e", "f"]);
  });

  fcTest.prop([fc.string({ unit: "grapheme", maxLength: 40 })])(
    "normalising a tag twice changes nothing",
    (raw) => {
      expect(normaliseTag(normaliseTag(raw))).toBe(normaliseTag(raw));
    },
  );

  fcTest.prop([fc.array(fc.string({ maxLength: 40 }), { maxLength: 14 })])(
    "accepted tags are unique, short, and accepted again unchanged",
    (raw) => {
      const checked = checkTags(raw);
      if (!checked.ok) return;
      expect(new Set(checked.value).size).toBe(checked.value.length);
      expect(checked.value.length).toBeLessThanOrEqual(COLLECTION_TAGS_PER_ITEM);
      for (const tag of checked.value) {
        expect(tag).not.toBe("");
        expect([...tag].length).toBeLessThanOrEqual(COLLECTION_TAG_MAX);
      }
      expect(checkTags(checked.value)).toEqual(checked);
    },
  );
});

describe("notes", () => {
  it("are trimmed, their line ends made one kind, and at most 2000 characters", () => {
    expect(checkNote("  call them\r\nin May\r ")).toEqual({ ok: true, value: "call them\nin May" });
    expect(checkNote("")).toEqual({ ok: true, value: "" });
    expect(checkNote("字".repeat(2000)).ok).toBe(true);
    expect(checkNote("字".repeat(2001))).toEqual({ ok: false, error: "collection.note.tooLong" });
  });
});

describe("titles", () => {
  it("are one line, cut with an ellipsis past 200 characters, absent when blank", () => {
    expect(itemTitle("  ACME\n  TRADING  ")).toBe("ACME TRADING");
    expect(itemTitle("   ")).toBeUndefined();
    expect(itemTitle(undefined)).toBeUndefined();
    expect(itemTitle("a".repeat(200))).toBe("a".repeat(200));
    const cut = itemTitle("б".repeat(250)) as string;
    expect([...cut].length).toBe(200);
    expect(cut.endsWith("…")).toBe(true);
  });
});
