import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { HS_COMMON_NAMES } from "./hs-common-names.ts";
import { findHsCodes, type HsEntry } from "./hs-find.ts";

// Names copied by hand from server/data/hs-2022*.csv (English, Russian, Chinese where China names it).
const entries: readonly HsEntry[] = [
  {
    code: "94",
    names: ["Furniture; bedding, mattresses", "Мебель; постельные принадлежности", "家具；寝具"],
  },
  {
    code: "9401",
    names: [
      "Seats (not those of heading no. 9402), whether or not convertible into beds",
      "Мебель для сидения",
    ],
  },
  {
    code: "940161",
    names: [
      "Seats; with wooden frames, upholstered",
      "Мебель для сидения: прочая мебель с деревянным каркасом: обитая",
      "带软垫的木框架坐具",
    ],
  },
  {
    code: "9402",
    names: [
      "Medical, surgical, dental or veterinary furniture; barbers' chairs and similar chairs",
      "Мебель медицинская; парикмахерские кресла",
    ],
  },
  { code: "9403", names: ["Furniture and parts thereof, n.e.c. in chapter 94", "Мебель прочая"] },
  { code: "84", names: ["Nuclear reactors, boilers, machinery", "Реакторы ядерные", "核反应堆、锅炉、机器"] },
  { code: "8471", names: ["Automatic data processing machines", "Вычислительные машины"] },
  {
    code: "847130",
    names: [
      "Automatic data processing machines; portable, weighing not more than 10kg",
      "Машины вычислительные портативные массой не более 10 кг",
    ],
  },
  {
    code: "847141",
    names: [
      "Automatic data processing machines; comprising in the same housing a CPU and an input and output unit",
    ],
  },
  { code: "85", names: ["Electrical machinery and equipment", "Электрические машины и оборудование"] },
  {
    code: "851713",
    names: ["Telephone sets; smartphones for cellular or other wireless networks", "Смартфоны"],
  },
  { code: "8507", names: ["Electric accumulators", "Аккумуляторы электрические"] },
  { code: "850760", names: ["Electric accumulators; lithium-ion batteries", "Аккумуляторы литий-ионные"] },
];
const terms = [
  { code: "9401100000", text: "飞机用坐具" },
  { code: "9401310010", text: "濒危木制可调高度的转动坐具" },
  { code: "8471301000", text: "平板电脑" },
  { code: "9999", text: "坐具" },
];
const find = (q: string, limit?: number) => findHsCodes(q, entries, terms, limit);

describe("finding HS codes by digits (issue 31 item 6)", () => {
  it("offers the exact code first, then the codes it begins, shorter first", () => {
    expect(find("847130")).toEqual(["847130"]);
    expect(find("8471")).toEqual(["8471", "847130", "847141"]);
    expect(find("94")).toEqual(["94", "9401", "9402", "9403", "940161"]);
    expect(find("9401.61")).toEqual(["940161"]);
    expect(find("123")).toEqual([]);
    expect(find("94", 1)).toEqual(["94"]);
  });

  it("reads a national code longer than six digits as the codes it begins with, the nearest first", () => {
    expect(find("8471300000")).toEqual(["847130", "8471", "84"]);
  });

  test.prop([fc.stringMatching(/^\d{1,6}$/)])("every code found begins with the digits typed", (digits) => {
    for (const code of find(digits)) expect(code.startsWith(digits)).toBe(true);
  });
});

describe("finding HS codes by words, ranked by how well they match", () => {
  it("finds the goods people name in their own words, in three languages", () => {
    expect(find("chairs")[0]).toBe("9401");
    expect(find("chairs")).toContain("9402");
    expect(find("chair")[0]).toBe("9401");
    expect(find("laptop")[0]).toBe("847130");
    expect(find("notebook")[0]).toBe("847130");
    expect(find("ноутбук")[0]).toBe("847130");
    expect(find("笔记本电脑")[0]).toBe("847130");
    expect(find("стулья")[0]).toBe("9401");
    expect(find("椅子")[0]).toBe("9401");
    expect(find("mobile phone")[0]).toBe("851713");
  });

  it("puts a heading's title before a subheading's text, and a whole word before a part of one", () => {
    expect(find("seats")).toEqual(["9401", "940161"]);
    expect(find("furniture")).toEqual(["9403", "94", "9402"]);
    expect(find("furnit")).toEqual(["9403", "94", "9402"]);
    expect(find("accumulators")).toEqual(["8507", "850760"]);
    expect(find("lithium batteries")).toEqual(["850760"]);
    expect(find("sofa foo")).toEqual([]);
    expect(find("  ")).toEqual([]);
  });

  it("finds Russian words by their stems and Chinese as written, then the dictionary's headings", () => {
    expect(find("мебель")).toEqual(["9403", "94", "9401", "9402", "940161"]);
    expect(find("家具")).toEqual(["9403", "94"]);
    expect(find("坐具")).toEqual(["940161", "9401"]);
    expect(find("电脑")).toEqual(["847130", "8471"]);
  });

  test.prop([fc.constantFrom(...HS_COMMON_NAMES.filter((c) => entries.some((e) => e.code === c.code)))])(
    "each common name finds its code first",
    (common) => {
      for (const name of common.names) expect(find(name)[0]).toBe(common.code);
    },
  );
});
