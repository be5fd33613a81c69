import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fileForPath } from "./serve-ui.ts";

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
