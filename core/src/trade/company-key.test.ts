import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companyKey, companyNameWords, looksLikeLogistics } from "./company-key.ts";

describe("companyKey", () => {
  it.each([
    ["ACME INC", "Acme, Inc."],
    ["ACME INC", "acme incorporated"],
    ["Comercializadora Andina S.A. de C.V.", "COMERCIALIZADORA ANDINA SA DE CV"],
    ['OOO "Volga Trade"', "VOLGA TRADE OOO"],
    ["PT Sinar Jaya Garment", "SINAR JAYA GARMENT PT"],
    ["Rodríguez Importadora S.A.", "RODRIGUEZ IMPORTADORA"],
    ["Nordwind Handel GmbH & Co. KG", "NORDWIND HANDEL GMBH"],
    ["Haitian Import & Export Co., Ltd.", "HAITIAN IMPORT AND EXPORT CO LTD"],
    ["Anadolu Tekstil San. ve Tic. Ltd. Şti.", "ANADOLU TEKSTIL"],
    ["ООО «Волга»", "Волга ООО"],
    ["深圳华信电子有限公司", "深圳华信电子"],
  ])("%j and %j are one firm", (a, b) => {
    expect(companyKey(a)).toBe(companyKey(b));
  });

  it.each([
    ["Atlas Trading Inc.", "Atlas Textiles Inc."],
    ["Summit Foods LLC", "Summit Logistics LLC"],
  ])("%j and %j are two firms", (a, b) => {
    expect(companyKey(a)).not.toBe(companyKey(b));
  });

  it("keeps a name that is only a legal form", () => {
    expect(companyNameWords("LTD")).toEqual(["ltd"]);
  });

  const word = fc
    .stringMatching(/^[A-Z][a-z]{2,8}$/)
    .filter((w) => companyNameWords(w)[0] === w.toLowerCase());
  const form = fc.constantFrom("Inc.", "LLC", "Co., Ltd.", "GmbH", "S.A. de C.V.", "Pvt. Ltd.", "");

  it("does not change with case, punctuation, legal form or word order", () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), form, form, (words, f1, f2) => {
        const a = `${words.join(" ")} ${f1}`;
        const b = `${[...words].reverse().join(", ").toUpperCase()} ${f2}`;
        expect(companyKey(a)).toBe(companyKey(b));
      }),
    );
  });

  it("marks forwarders", () => {
    expect(looksLikeLogistics("EXPEDITORS INTERNATIONAL")).toBe(true);
    expect(looksLikeLogistics("Bluewater Freight Forwarding LLC")).toBe(true);
    expect(looksLikeLogistics("Atlas Trading Inc.")).toBe(false);
  });
});
