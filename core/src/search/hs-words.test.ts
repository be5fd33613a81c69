import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { foldText, wordStem, wordsMeet } from "./hs-words.ts";

describe("the stem of a word", () => {
  it("takes English plurals to the singular", () => {
    expect(["chairs", "chair", "batteries", "boxes", "glasses", "tyres", "bus", "tea"].map(wordStem)).toEqual(
      ["chair", "chair", "battery", "box", "glass", "tyre", "bus", "tea"],
    );
  });

  it("takes the commonest Russian endings off, keeping three letters", () => {
    expect(["стулья", "стул", "ноутбуки", "ноутбук", "игрушки", "игрушка", "чай"].map(wordStem)).toEqual([
      "стул",
      "стул",
      "ноутбук",
      "ноутбук",
      "игрушк",
      "игрушк",
      "чай",
    ]);
  });

  test.prop([fc.stringMatching(/^[a-z]{1,12}$/)])("an English stem is its own stem", (word) => {
    expect(wordStem(wordStem(word))).toBe(wordStem(word));
  });
});

describe("how a query meets a text", () => {
  const meet = (q: string, text: string) => wordsMeet(foldText(q), foldText(text));
  it("tells whole words, words being typed, and no match; Chinese as written", () => {
    expect(meet("chairs", "barbers' chairs and similar chairs")).toBe("whole");
    expect(meet("chair", "Chairs")).toBe("whole");
    expect(meet("chai", "chairs")).toBe("prefix");
    expect(meet("chairs sofa", "chairs")).toBe("none");
    expect(meet("电脑", "笔记本电脑")).toBe("whole");
    expect(meet("手机壳", "手机")).toBe("none");
    expect(meet("", "chairs")).toBe("none");
  });
});
