// @vitest-environment jsdom
// Component test (issue 31 items 4 and 12): the data sets a search left out, searched without HS codes,
// or a shared link's data sets the package lacks are named, with why, in each language (D336, D344).
import { I18nProvider } from "@lingui/react";
import type { Locale } from "@portolan/core";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { consoleCatalog } from "../i18n/console-catalog.ts";
import { MissingDatasetsNote, SearchScopeNotes } from "./scope-notes.tsx";

afterEach(cleanup);

const show = async (locale: Locale, node: ReactNode) => {
  const i18n = await createI18n(locale, async (l) => ({ messages: await consoleCatalog(l) }));
  render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
};

const leftOut = [
  { dataset: "IMP_BRAZIL_CD_DEF", reason: "kindUnsupported", kind: "importer" },
  { dataset: "IMP_CHILE_CD_DEF", reason: "kindUnsupported", kind: "importer" },
] as const;
const withoutField = [{ dataset: "IMP_USA_BL_SEA", field: "hsCode" }] as const;

describe("a search's notes on its data sets", () => {
  it("names the data sets left out and why, and those without HS codes, in English", async () => {
    await show("en", <SearchScopeNotes leftOut={leftOut} withoutField={withoutField} locale="en" />);
    expect(screen.getByTestId("search-left-out").textContent).toBe(
      "Not searched, as their records name no importer: Brazil imports, customs declarations; Chile imports, customs declarations.",
    );
    expect(screen.getByTestId("search-without-hs").textContent).toContain("United States imports");
    expect(screen.getByTestId("search-without-hs").textContent).toContain("HS");
  });

  it("says it in Chinese and Russian", async () => {
    await show("zh", <SearchScopeNotes leftOut={leftOut} withoutField={withoutField} locale="zh" />);
    expect(screen.getByTestId("search-left-out").textContent).toMatch(/进口商.*巴西/);
    cleanup();
    await show("ru", <SearchScopeNotes leftOut={leftOut} withoutField={withoutField} locale="ru" />);
    expect(screen.getByTestId("search-left-out").textContent).toMatch(/импортёра.*Бразил/);
    expect(screen.getByTestId("search-without-hs").textContent).toMatch(/HS/);
  });

  it("counts many left-out data sets, naming them on opening", async () => {
    const many = ["IMP_BRAZIL_CD_DEF", "IMP_CHILE_CD_DEF", "EXP_BRAZIL_CD_DEF", "EXP_USA_BL_SEA"].map(
      (dataset) => ({ dataset, reason: "kindUnsupported", kind: "importer" }) as const,
    );
    await show("en", <SearchScopeNotes leftOut={many} locale="en" />);
    expect(screen.getByText("Not searched: 4 data sets").tagName).toBe("SUMMARY");
    expect(screen.getByTestId("search-left-out").textContent).toContain(
      "Chile imports, customs declarations",
    );
    cleanup();
    await show("ru", <SearchScopeNotes leftOut={many} locale="ru" />);
    expect(screen.getByText("Не искали: 4 набора данных").tagName).toBe("SUMMARY");
  });

  it("gives one sentence per reason: no importer, no goods text, no company (D344)", async () => {
    const mixed = [
      { dataset: "IMP_BRAZIL_CD_DEF", reason: "kindUnsupported", kind: "importer" },
      { dataset: "IMP_UK_ED_DEF", reason: "kindUnsupported", kind: "description" },
      { dataset: "EXP_BRAZIL_CD_DEF", reason: "kindUnsupported", kind: "firm" },
    ] as const;
    await show("en", <SearchScopeNotes leftOut={mixed} locale="en" />);
    const lines = [...screen.getByTestId("search-left-out").querySelectorAll("p")].map((p) => p.textContent);
    expect(lines).toEqual([
      "Not searched, as their records name no importer: Brazil imports, customs declarations.",
      expect.stringMatching(
        /^Not searched, as their records carry no goods description: United Kingdom imports/,
      ),
      "Not searched, as their records name no company: Brazil exports, customs declarations.",
    ]);
    cleanup();
    await show("ru", <SearchScopeNotes leftOut={mixed} locale="ru" />);
    expect(screen.getByTestId("search-left-out").querySelectorAll("p")).toHaveLength(3);
    expect(screen.getByTestId("search-left-out").textContent).not.toContain("Not searched");
  });

  it("says nothing when every chosen data set was searched with its fields", async () => {
    await show("en", <SearchScopeNotes locale="en" />);
    expect(screen.queryByTestId("search-scope")).toBeNull();
  });

  it("names a shared link's data sets the package lacks, and says the rest is shown", async () => {
    await show(
      "en",
      <MissingDatasetsNote missing={["IMP_INDIA_CD_DEF"]} searched locale="en" packagePath="/en/package" />,
    );
    expect(screen.getByRole("note").textContent).toContain(
      "Your package does not include India imports, customs declarations, so this search shows the other data sets of the link.",
    );
    expect(screen.getByRole("link", { name: "See the packages" }).getAttribute("href")).toBe("/en/package");
  });
});
