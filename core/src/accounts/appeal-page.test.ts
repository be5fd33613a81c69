import { describe, expect, it } from "vitest";
import { appealPagePath } from "./appeal-page.ts";

describe("the appeal page (D292)", () => {
  it("is the contact page of each language (zh under /cn), on the site's base", () => {
    expect(appealPagePath("zh")).toBe("/cn/contact");
    expect(appealPagePath("en")).toBe("/en/contact");
    expect(appealPagePath("ru")).toBe("/ru/contact");
    expect(appealPagePath("en", "https://www.portolan.test")).toBe("https://www.portolan.test/en/contact");
  });
});
