import { describe, expect, it } from "vitest";
import { blogPath, buildFooter } from "./public-footer.ts";

const config = {
  qq: "12345",
  manufacturersHref: "https://www.portolan.test/manufacturers",
};

describe("the footer", () => {
  it("gives a guest every entry of spec §2.5, in order", () => {
    expect(buildFooter("zh", false, config)).toEqual([
      {
        kind: "link",
        id: "footer.qq",
        name: "nav.footer.qq",
        href: "https://wpa.qq.com/msgrd?v=3&uin=12345&site=qq&menu=yes",
        inside: false,
      },
      { kind: "action", id: "footer.backToTop", name: "nav.footer.backToTop", action: "backToTop" },
      { kind: "action", id: "footer.requestDemo", name: "nav.footer.requestDemo", action: "requestDemo" },
      { kind: "link", id: "footer.privacy", name: "nav.footer.privacy", href: "/cn/privacy", inside: true },
      { kind: "link", id: "footer.terms", name: "nav.footer.terms", href: "/cn/terms", inside: true },
      { kind: "link", id: "footer.sitemap", name: "nav.footer.sitemap", href: "/cn/sitemap", inside: true },
      { kind: "link", id: "footer.blog", name: "nav.footer.blog", href: "/cn/news", inside: true },
      {
        kind: "link",
        id: "footer.manufacturers",
        name: "nav.footer.manufacturers",
        href: config.manufacturersHref,
        inside: false,
      },
      { kind: "link", id: "footer.contact", name: "nav.footer.contact", href: "/cn/contact", inside: true },
    ]);
  });

  it("links QQ on the Chinese site only, even where a number is configured", () => {
    for (const locale of ["en", "ru"] as const)
      for (const signedIn of [false, true])
        expect(buildFooter(locale, signedIn, config).map((e) => e.id)).not.toContain("footer.qq");
  });

  it("gives a signed-in visitor the same footer without request a demo", () => {
    const ids = buildFooter("zh", true, config).map((e) => e.id);
    expect(ids).toEqual([
      "footer.qq",
      "footer.backToTop",
      "footer.privacy",
      "footer.terms",
      "footer.sitemap",
      "footer.blog",
      "footer.manufacturers",
      "footer.contact",
    ]);
  });

  it("leaves out unconfigured links and uses the locale's public pages", () => {
    const footer = buildFooter("ru", false, { qq: "" });
    expect(footer.map((e) => e.id)).toEqual([
      "footer.backToTop",
      "footer.requestDemo",
      "footer.privacy",
      "footer.terms",
      "footer.sitemap",
      "footer.blog",
      "footer.contact",
    ]);
    expect(footer.flatMap((e) => (e.kind === "link" ? [e.href] : []))).toEqual([
      "/ru/privacy",
      "/ru/terms",
      "/ru/sitemap",
      "/ru/content/press",
      "/ru/contact",
    ]);
  });

  // Decisions D191, D192: the sitemap is the language's HTML page, never the crawlers' XML; the blog
  // is a list of articles, never a single article.
  it.each([
    ["zh", "/cn/sitemap", "/cn/news"],
    ["en", "/en/sitemap", "/en/content/press"],
    ["ru", "/ru/sitemap", "/ru/content/press"],
  ] as const)("links %s's HTML sitemap and its list of articles", (locale, sitemap, blog) => {
    const hrefs = new Map(
      buildFooter(locale, false, {}).flatMap((e) => (e.kind === "link" ? [[e.id, e.href]] : [])),
    );
    expect(hrefs.get("footer.sitemap")).toBe(sitemap);
    expect(hrefs.get("footer.blog")).toBe(blog);
    expect(blogPath(locale)).toBe(blog);
  });
});
