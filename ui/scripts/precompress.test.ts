import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

const long = (tag: string) => `<${tag}>${"the same words again ".repeat(200)}</${tag}>`;

const built = () => {
  const root = mkdtempSync(join(tmpdir(), "portolan-precompress-"));
  mkdirSync(join(root, "en"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "en", "aboutus.html"), long("main"));
  writeFileSync(join(root, "assets", "app.js"), `const a = "${"x".repeat(3000)}";`);
  writeFileSync(join(root, "sitemap.xml"), long("urlset"));
  writeFileSync(join(root, "tiny.txt"), "a");
  writeFileSync(join(root, "assets", "logo.png"), "png bytes png bytes png bytes png bytes png bytes");
  return root;
};

describe("the build's precompressed files", () => {
  it("writes brotli and gzip beside each text file, each decompressing to its bytes", async () => {
    const root = built();
    await precompress(root);
    for (const name of ["en/aboutus.html", "assets/app.js", "sitemap.xml"]) {
      const file = readFileSync(join(root, name));
      expect(brotliDecompressSync(readFileSync(join(root, `${name}.br`))).equals(file)).toBe(true);
      expect(gunzipSync(readFileSync(join(root, `${name}.gz`))).equals(file)).toBe(true);
      expect(readFileSync(join(root, `${name}.br`)).byteLength).toBeLessThan(file.byteLength / 5);
    }
  });

  it("skips images and fonts, forms that would not be smaller, and its own output when run again", async () => {
    const root = built();
    await precompress(root);
    expect(existsSync(join(root, "assets", "logo.png.br"))).toBe(false);
    expect(existsSync(join(root, "tiny.txt.br"))).toBe(false);
    expect(existsSync(join(root, "tiny.txt.gz"))).toBe(false);
    await precompress(root);
    expect(existsSync(join(root, "sitemap.xml.br.br"))).toBe(false);
    expect(existsSync(join(root, "sitemap.xml.gz.gz"))).toBe(false);
  });

  it("removes a stale form when the file changed so that compressing no longer pays", async () => {
    const root = built();
    await precompress(root);
    writeFileSync(join(root, "sitemap.xml"), "<a/>");
    await precompress(root);
    expect(existsSync(join(root, "sitemap.xml.br"))).toBe(false);
  });
});
