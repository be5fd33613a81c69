import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONSOLE_CONFIG_ELEMENT_ID, parseConsoleConfig } from "@portolan/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fileForPath, withConsoleConfig, withPublicOrigin, withTemplateValues } from "./serve-ui.ts";

const root = mkdtempSync(join(tmpdir(), "portolan-ui-"));
mkdirSync(join(root, "cn", "service"), { recursive: true });
mkdirSync(join(root, "assets"));
writeFileSync(join(root, "cn.html"), "cn");
writeFileSync(join(root, "cn", "aboutus.html"), "about");
writeFileSync(join(root, "cn", "service", "index.html"), "service");
writeFileSync(join(root, "assets", "app.js"), "js");
writeFileSync(join(tmpdir(), "portolan-secret.txt"), "secret");

describe("the file a UI path names", () => {
  it("maps a route to its prerendered page, a folder to its index, and an asset to itself", () => {
    expect(fileForPath(root, "/cn")).toBe(join(root, "cn.html"));
    expect(fileForPath(root, "/cn/aboutus")).toBe(join(root, "cn", "aboutus.html"));
    expect(fileForPath(root, "/cn/service/")).toBe(join(root, "cn", "service", "index.html"));
    expect(fileForPath(root, "/assets/app.js")).toBe(join(root, "assets", "app.js"));
    expect(fileForPath(root, "/en/nothing")).toBeUndefined();
  });

  it("never reads outside the folder, however the path is written", () => {
    for (const path of [
      "/../portolan-secret.txt",
      "/..%2fportolan-secret.txt",
      "/%2e%2e/portolan-secret.txt",
      "/cn/..\\..\\x",
      "/%00",
      "/%zz",
    ]) {
      expect(fileForPath(root, path)).toBeUndefined();
    }
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("..", ".", "%2e%2e", "cn", "%2f", "portolan-secret.txt", "")),
        (parts) => {
          const file = fileForPath(root, `/${parts.join("/")}`);
          return file === undefined || file.startsWith(root);
        },
      ),
    );
  });
});

describe("the console document", () => {
  const config = {
    bases: { home: "", data: "https://data.test", crm: "", console: "", backend: "" },
    utilitiesBase: "",
    variant: "standard",
  } as const;
  it("carries the configuration as inert JSON that core reads back", () => {
    const html = withConsoleConfig("<html><head><title>x</title></head><body></body></html>", config);
    const json = /<script type="application\/json" id="([^"]+)">(.*?)<\/script>/.exec(html);
    expect(json?.[1]).toBe(CONSOLE_CONFIG_ELEMENT_ID);
    expect(parseConsoleConfig(JSON.parse(json?.[2] ?? ""))).toEqual(config);
  });
  it("cannot be closed early by a configured value", () => {
    const hostile = { ...config, utilitiesBase: "</script><script>alert(1)</script>" };
    const html = withConsoleConfig("<head></head>", hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe("the public origin in served pages", () => {
  const page =
    '<link rel="canonical" href="http://localhost:8080/en/aboutus"><loc>http://localhost:8080/ru</loc>';
  it("replaces every use of the build's origin by the provider's", () => {
    expect(withPublicOrigin(page, "http://localhost:8080", "https://www.portolan.example")).toBe(
      '<link rel="canonical" href="https://www.portolan.example/en/aboutus"><loc>https://www.portolan.example/ru</loc>',
    );
  });
  it("leaves the text alone when the origins are the same or the build's is unknown", () => {
    expect(withPublicOrigin(page, "http://localhost:8080", "http://localhost:8080")).toBe(page);
    expect(withPublicOrigin(page, "", "https://www.portolan.example")).toBe(page);
  });
});

describe("a template page with its own address (issue 29: the language bar kept the order)", () => {
  const template = [
    '<link rel="canonical" href="https://p.test/en/payment/_">',
    '<a href="/cn/payment/_">中文</a><a href="/ru/payment/_">Русский</a>',
    '<div data-island-props="{&quot;url&quot;:&quot;/en/payment/_&quot;}"></div>',
    "<p>/en/payment/_x stays</p>",
  ].join("");

  it("names the order in every language link, the canonical link and the header's props", () => {
    const html = withTemplateValues(template, "/en/payment/:id", "/en/payment/A-42");
    expect(html).toContain('href="https://p.test/en/payment/A-42"');
    expect(html).toContain('href="/cn/payment/A-42"');
    expect(html).toContain('href="/ru/payment/A-42"');
    expect(html).toContain("&quot;/en/payment/A-42&quot;");
    expect(html).toContain("/en/payment/_x stays");
    expect(html).not.toMatch(/payment\/_["&]/);
  });

  it("leaves a page without parameters, or an address that is not a plain path, as built", () => {
    expect(withTemplateValues(template, "/en/aboutus", "/en/aboutus")).toBe(template);
    for (const odd of ["/en/payment/a'b", "/en/payment/a&b", "/en/payment/42/", '/en/payment/a"b'])
      expect(withTemplateValues(template, "/en/payment/:id", odd)).toBe(template);
  });

  it("writes in any plain id exactly, and nothing else changes", () => {
    fc.assert(
      // An id other than the template's own text, which the page also holds ("_x stays").
      fc.property(
        fc.stringMatching(/^[\w%.~-]{1,20}$/).filter((id) => !id.startsWith("_")),
        (id) => {
          const html = withTemplateValues(template, "/en/payment/:id", `/en/payment/${id}`);
          expect(html.split(`/payment/${id}`).length - 1).toBe(4);
          expect(html.replaceAll(`/payment/${id}`, "/payment/_")).toBe(template);
        },
      ),
    );
  });
});
