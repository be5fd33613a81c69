// The reference's renderer asks nothing of another origin once built (D335): the installed Redoc
// bundle's one outside image is replaced, and no other `src` of it names an outside address.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { BLANK_IMAGE, offlineRedoc, REDOC_LOGO } from "./redoc-offline.ts";

const bundle = readFileSync(
  createRequire(new URL("../app/package.json", import.meta.url)).resolve("redoc/bundles/redoc.standalone.js"),
  "utf8",
);

describe("Redoc offline", () => {
  it("replaces the logo from the CDN by an inline blank image", () => {
    expect(bundle).toContain(REDOC_LOGO);
    const built = offlineRedoc(bundle);
    expect(built).not.toContain(REDOC_LOGO);
    expect(built).toContain(BLANK_IMAGE);
    expect(built.length - bundle.length).toBe(BLANK_IMAGE.length - REDOC_LOGO.length);
  });

  it("leaves no outside address as an element's source", () => {
    expect(offlineRedoc(bundle).match(/\bsrc:\s*"https?:\/\/[^"]*"/g) ?? []).toEqual([]);
  });
});
