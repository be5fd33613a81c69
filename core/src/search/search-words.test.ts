import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { normaliseText } from "../trade/text-normalise.ts";
import { goodsIndexText } from "./goods-index-text.ts";
import { parseWords, printWords, WORD_FIELDS, type WordsNode } from "./search-words.ts";
import { isFindable, NO_HEADING, planWords, textMatches, withHeadingWords } from "./search-words-match.ts";

const w = (text: string): WordsNode => ({ type: "word", text });
const not = (node: WordsNode): WordsNode => ({ type: "not", node });

describe("reading search words", () => {
  it("reads OR before AND, as analysts' search engines do, and a minus as NOT", () => {
    expect(parseWords("chair OR sofa -steel")).toEqual({
      type: "and",
      nodes: [{ type: "or", nodes: [w("chair"), w("sofa")] }, not(w("steel"))],
    });
    expect(parseWords("chair AND NOT steel")).toEqual({ type: "and", nodes: [w("chair"), not(w("steel"))] });
  });

  it("reads phrases, prefixes and parentheses", () => {
    expect(parseWords('"Office Chair" st*')).toEqual({
      type: "and",
      nodes: [
        { type: "phrase", words: ["office", "chair"] },
        { type: "prefix", text: "st" },
      ],
    });
    expect(parseWords("(chair sofa) OR table")).toEqual({
      type: "or",
      nodes: [{ type: "and", nodes: [w("chair"), w("sofa")] }, w("table")],
    });
    // A hyphenated word is the words in a row, not an exclusion.
    expect(parseWords("steel-frame")).toEqual({ type: "phrase", words: ["steel", "frame"] });
  });

  it("reads operators and quotes in Chinese and Russian", () => {
    expect(parseWords("椅子 或 沙发")).toEqual({ type: "or", nodes: [w("椅子"), w("沙发")] });
    expect(parseWords("стул ИЛИ диван НЕ металл")).toEqual({
      type: "and",
      nodes: [{ type: "or", nodes: [w("стул"), w("диван")] }, not(w("металл"))],
    });
    expect(parseWords("«стальной стул»")).toEqual({ type: "phrase", words: ["стальнои", "стул"] });
  });

  it("reads malformed text leniently: an unclosed quote, a lone OR, stray parentheses", () => {
    expect(parseWords('"office chair')).toEqual({ type: "phrase", words: ["office", "chair"] });
    expect(parseWords("OR")).toBeUndefined();
    expect(parseWords("chair OR")).toEqual(w("chair"));
    expect(parseWords("OR chair AND")).toEqual(w("chair"));
    expect(parseWords("(chair")).toEqual(w("chair"));
    expect(parseWords("chair)) sofa")).toEqual({ type: "and", nodes: [w("chair"), w("sofa")] });
    expect(parseWords("- * ()")).toBeUndefined();
    expect(parseWords("NOT NOT chair")).toEqual(w("chair"));
  });

  it("reads fields, in three languages, with bill and container numbers as letters and digits", () => {
    expect(parseWords('vessel:"MSC Oscar" bl:MAEU-2416 container:MSCU 1234567')).toEqual({
      type: "and",
      nodes: [
        { type: "field", field: "vessel", value: "msc oscar" },
        { type: "field", field: "bl", value: "MAEU2416" },
        { type: "field", field: "container", value: "MSCU" },
        w("1234567"),
      ],
    });
    expect(parseWords("船名:EVER 承运人:MAEU судно:Oscar")).toEqual({
      type: "and",
      nodes: [
        { type: "field", field: "vessel", value: "ever" },
        { type: "field", field: "scac", value: "maeu" },
        { type: "field", field: "vessel", value: "oscar" },
      ],
    });
    // An unknown field is words.
    expect(parseWords("iso:9001")).toEqual({ type: "phrase", words: ["iso", "9001"] });
  });

  const word = fc.constantFrom("chair", "sofa", "steel", "或", "и", "not", "椅子", "стул", "9401");
  const node: fc.Arbitrary<WordsNode> = fc.letrec<{ node: WordsNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      word.map(w),
      word.map((text) => ({ type: "prefix", text }) as const),
      fc.array(word, { minLength: 2, maxLength: 3 }).map((words) => ({ type: "phrase", words }) as const),
      fc
        .tuple(fc.constantFrom(...WORD_FIELDS), fc.constantFrom("msc oscar", "ab12", "9401 9403"))
        .map(([field, value]) => parseWords(`${field}:"${value}"`))
        .filter((n): n is WordsNode => n?.type === "field"),
      tie("node")
        .filter((n) => n.type !== "not")
        .map(not),
      fc.array(tie("node"), { minLength: 2, maxLength: 3 }).map((nodes) => flat("and", nodes)),
      fc.array(tie("node"), { minLength: 2, maxLength: 3 }).map((nodes) => flat("or", nodes)),
    ),
  })).node;

  test.prop([node])("printing a query and reading it again gives the same query", (n) => {
    expect(parseWords(printWords(n))).toEqual(n);
  });

  test.prop([fc.string({ maxLength: 40 })])(
    "reads any text, and what it reads prints back to itself",
    (text) => {
      const n = parseWords(text);
      if (n !== undefined) expect(parseWords(printWords(n))).toEqual(n);
    },
  );

  const docs = fc
    .array(fc.constantFrom("chair", "sofa", "steel", "stool", "oak"), { maxLength: 5 })
    .map((ws) => ws.join(" "));
  // Any query, or any text without quotes and brackets: an unclosed quote or bracket in the text
  // would rightly take the minus into its phrase or group.
  const before = fc.oneof(
    node.map(printWords),
    fc.string({ maxLength: 30 }).filter((t) => !/["()（）]/.test(t)),
  );
  test.prop([before, fc.constantFrom("steel", "st*", '"oak chair"'), docs])(
    "NOT or a minus before words excludes every bill those words find",
    (text, term, doc) => {
      const excluded = parseWords(`(${text}) -${term}`);
      const words = parseWords(term) as WordsNode;
      if (excluded !== undefined && textMatches(words, doc)) expect(textMatches(excluded, doc)).toBe(false);
    },
  );
});

const flat = (type: "and" | "or", nodes: readonly WordsNode[]): WordsNode => {
  const all = nodes.flatMap((n) => (n.type === type ? n.nodes : [n]));
  return all.length === 1 ? (all[0] as WordsNode) : { type, nodes: all };
};

describe("planning search words for a full-text index", () => {
  it("answers words and words beside exclusions in one pass, and the rest beside it", () => {
    const q = parseWords("chair OR sofa -steel vessel:oscar") as WordsNode;
    const plan = planWords(q);
    expect(plan.match).toEqual(parseWords("(chair OR sofa) -steel"));
    expect(plan.rest).toEqual([{ type: "field", field: "vessel", value: "oscar" }]);
    expect(planWords(parseWords("-steel") as WordsNode)).toEqual({ rest: [not(w("steel"))] });
    expect(isFindable(parseWords("chair OR -steel") as WordsNode)).toBe(false);
  });

  it("searches Chinese and Russian words as the HS headings they name, OR and NOT included", () => {
    const headings: Record<string, readonly string[]> = { 椅子: ["9401"], 沙发: ["9401", "9403"] };
    const q = withHeadingWords(parseWords("椅子 OR 沙发 -钢") as WordsNode, (t) => headings[t] ?? []);
    expect(printWords(q)).toBe(`hs:"9401" OR hs:"9401 9403" -hs:"${NO_HEADING}"`);
    expect(withHeadingWords(w("chair"), () => ["9401"])).toEqual(w("chair"));
    // Words side by side are one name, read whole.
    const asked: string[] = [];
    const seats = withHeadingWords(parseWords("мебель для сидения -steel") as WordsNode, (t) => {
      asked.push(t);
      return ["9401"];
    });
    expect(asked).toEqual(["мебель для сидения"]);
    expect(printWords(seats)).toBe('hs:"9401" -steel');
  });
});

describe("the goods text indexed", () => {
  // Verbatim from the HS 2022 nomenclature's English texts (server/data/hs-2022.csv), not made up.
  const released = {
    "830400":
      "Office equipment; filing cabinets, card-index cabinets, paper trays, paper rests, pen trays, office-stamp stands and similar office or desk equipment, of base metal, other than office furniture of heading no. 9403",
    "940131":
      "Seats; swivel with variable height adjustment of wood, excluding medical, surgical, dental, veterinary or barber furniture",
    "9401": "Seats (not those of heading no. 9402), whether or not convertible into beds and parts thereof",
    "5808":
      "Braids in the piece; ornamental trimmings in the piece, without embroidery, other than knitted or crocheted; tassels, pompons and similar articles",
    "340520":
      "Polishes, creams and similar preparations; for the maintenance of wooden furniture, floors or other woodwork, excluding waxes of heading no. 3404",
  };
  const finds = (text: string, words: string) =>
    textMatches(parseWords(words) as WordsNode, goodsIndexText(text));

  it("leaves out the goods a clause rules out, and keeps the rest", () => {
    expect(finds(released["830400"], "furniture")).toBe(false);
    expect(finds(released["830400"], "office equipment")).toBe(true);
    expect(finds(released["830400"], '"other than"')).toBe(true);
    expect(finds(released["940131"], "furniture")).toBe(false);
    expect(finds(released["940131"], "swivel wood")).toBe(true);
    expect(finds(released["5808"], "knitted")).toBe(false);
    expect(finds(released["5808"], "tassels")).toBe(true);
    // "whether or not convertible": it may be, so it is found.
    expect(finds(released["9401"], "convertible beds")).toBe(true);
    // Furniture the goods are for, not ruled out.
    expect(finds(released["340520"], "furniture")).toBe(true);
    expect(finds(released["340520"], "waxes")).toBe(false);
    // "not" qualifies a word or two: the goods after its comma stay.
    expect(finds("CHAIRS NOT ASSEMBLED, STEEL FRAME", "assembled")).toBe(false);
    expect(finds("CHAIRS NOT ASSEMBLED, STEEL FRAME", '"steel frame" chairs')).toBe(true);
  });

  test.prop([fc.string({ maxLength: 60 })])(
    "is the folded text itself where no clause rules goods out",
    (text) => {
      const plain = text.normalize("NFKC").replace(/other|than|excl|except|not|without/gi, "");
      expect(goodsIndexText(plain)).toBe(normaliseText(plain));
    },
  );
});
