import { type Locale, SITE_ROUTES } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_FILE, pageFileOf } from "./page-files.ts";
import { hasPageFile } from "./registry.ts";

describe("page registry", () => {
  it("has a page file of its own for every route in every language", () => {
    for (const route of SITE_ROUTES)
      for (const locale of Object.keys(route.paths) as Locale[]) {
        const file = pageFileOf({ route, locale, params: {} });
        expect(file, `${locale} ${route.id}`).not.toBe(NOT_FOUND_FILE);
        expect(hasPageFile(file), `${locale} ${route.id}: ${file}`).toBe(true);
      }
  });

  it("gives the not-found page for no match, and has it", () => {
    expect(pageFileOf(undefined)).toBe(NOT_FOUND_FILE);
    expect(hasPageFile(NOT_FOUND_FILE)).toBe(true);
  });
});
