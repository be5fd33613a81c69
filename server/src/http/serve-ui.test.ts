import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONSOLE_CONFIG_ELEMENT_ID, parseConsoleConfig } from "@portolan/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fileForPath, withConsoleConfig, withPublicOrigin } from "./serve-ui.ts";

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
