// @vitest-environment jsdom
// Component test (issue 31 item 4): a kind some chosen data sets lack stays on, naming the sets a
// search by it leaves out; a kind none of them carries is off with the reason.
import { I18nProvider } from "@lingui/react";
import { customsCatalogueGroups, flagsToBits, type Locale } from "@portolan/core";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleCatalog } from "../../i18n/console-catalog.ts";
import { SearchForm } from "./search-form.tsx";
import { type SearchForm as FormValues, formOf } from "./search-url.ts";

afterEach(cleanup);

// Flags (core's catalogue): US EI-D, Brazil --HD, Argentina, Bolivia and Uruguay's imports -IHD.
const NO_EXPORTER = ["IMP_BRAZIL_CD_DEF", "IMP_ARGENTINA_CD_DEF", "IMP_BOLIVIA_CD_DEF", "IMP_URUGUAY_CD_DEF"];
const SETS = ["IMP_USA_BL_SEA", ...NO_EXPORTER];
const owning = (values: readonly string[]) =>
  flagsToBits({ customs: Object.fromEntries(values.map((v) => [v, true])), ship: false, transit: false });

const show = async (locale: Locale, datasets: readonly string[]) => {
  const i18n = await createI18n(locale, async (l) => ({ messages: await consoleCatalog(l) }));
  const onSearch = vi.fn<(form: FormValues) => void>();
  render(
    <I18nProvider i18n={i18n}>
      <SearchForm
        groups={customsCatalogueGroups(owning([...SETS, "IMP_CHILE_CD_DEF"]))}
        initial={formOf({ datasets: datasets.join(","), kind: "importer", keyword: "acme" })}
        locale={locale}
        packagePath="/en/package"
        onSearch={onSearch}
      />
    </I18nProvider>,
  );
  return onSearch;
};

describe("the search kinds over several data sets", () => {
  it("keeps Importer on when one chosen data set names importers, saying which it leaves out", async () => {
    const onSearch = await show("en", ["IMP_USA_BL_SEA", "IMP_BRAZIL_CD_DEF"]);
    const importer = screen.getByRole("radio", { name: /Importer/ });
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ kind: "importer" }));
    expect(importer).toHaveProperty("disabled", false);
    expect(importer).toHaveProperty("checked", true);
    expect(importer.parentElement?.textContent).toContain(
      "(leaves out Brazil imports, customs declarations)",
    );
    // Two are named, parted by ";" since a name holds a comma.
    cleanup();
    await show("en", ["IMP_USA_BL_SEA", "IMP_BRAZIL_CD_DEF", "IMP_CHILE_CD_DEF"]);
    expect(screen.getByRole("radio", { name: /Importer/ }).parentElement?.textContent).toContain(
      "(leaves out Brazil imports, customs declarations; Chile imports, customs declarations)",
    );
  });

  it("counts the data sets it leaves out when they are many, in each language", async () => {
    await show("en", SETS);
    const exporter = () => screen.getByRole("radio", { name: /Exporter|Экспортёр|出口商/ });
    expect(exporter()).toHaveProperty("disabled", false);
    expect(exporter().parentElement?.textContent).toContain("(leaves out 4 data sets)");
    cleanup();
    await show("ru", SETS);
    expect(exporter().parentElement?.textContent).toContain("(без 4 наборов данных)");
    cleanup();
    await show("zh", SETS);
    expect(exporter().parentElement?.textContent).toContain("4 个数据集");
  });

  it("turns a kind off when no chosen data set carries it", async () => {
    await show("en", ["IMP_BRAZIL_CD_DEF"]);
    const importer = screen.getByRole("radio", { name: /Importer/ });
    expect(importer).toHaveProperty("disabled", true);
    expect(importer.parentElement?.textContent).toContain("(not in this data set)");
  });
});
