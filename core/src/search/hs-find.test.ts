import { describe, expect, it } from "vitest";
import { findHsCodes, type HsEntry } from "./hs-find.ts";

const entries: readonly HsEntry[] = [
  {
    code: "94",
    names: ["Furniture; bedding, mattresses", "Мебель; постельные принадлежности", "家具；寝具"],
  },
  { code: "9401", names: ["Seats (other than those of heading 9402)", "Мебель для сидения"] },
  { code: "9403", names: ["Furniture and parts thereof, n.e.c. in chapter 94", "Мебель прочая"] },
  { code: "84", names: ["Nuclear reactors, boilers, machinery", "Реакторы ядерные", "核反应堆、锅炉、机器"] },
  { code: "8471", names: ["Automatic data processing machines", "Вычислительные машины"] },
];
const terms = [
  { code: "9401100000", text: "飞机用坐具" },
  { code: "9401310010", text: "濒危木制可调高度的转动坐具" },
  { code: "8471301000", text: "平板电脑" },
  { code: "9999", text: "坐具" },
];

describe("finding HS codes for the picker", () => {
  it("finds the codes digits begin, chapters first; a longer code finds its heading", () => {
    expect(findHsCodes("94", entries, terms)).toEqual(["94", "9401", "9403"]);
    expect(findHsCodes("9", entries, terms)).toEqual(["94", "9401", "9403"]);
    expect(findHsCodes("9401.71", entries, terms)).toEqual(["9401"]);
    expect(findHsCodes("123", entries, terms)).toEqual([]);
    expect(findHsCodes("94", entries, terms, 1)).toEqual(["94"]);
  });

  it("finds English words from their beginnings, every word", () => {
    expect(findHsCodes("seat", entries, terms)).toEqual(["9401"]);
    expect(findHsCodes("FURNITURE", entries, terms)).toEqual(["94", "9403"]);
    expect(findHsCodes("furniture parts", entries, terms)).toEqual(["9403"]);
    expect(findHsCodes("sofa", entries, terms)).toEqual([]);
    expect(findHsCodes("  ", entries, terms)).toEqual([]);
  });

  it("finds Russian names by their words and Chinese ones as written, then the dictionary's headings", () => {
    expect(findHsCodes("мебель", entries, terms)).toEqual(["94", "9401", "9403"]);
    expect(findHsCodes("家具", entries, terms)).toEqual(["94"]);
    // 坐具 names two national codes of 9401; the dictionary's 9999 is no heading of the picker.
    expect(findHsCodes("坐具", entries, terms)).toEqual(["9401"]);
    expect(findHsCodes("电脑", entries, terms)).toEqual(["8471"]);
  });
});
