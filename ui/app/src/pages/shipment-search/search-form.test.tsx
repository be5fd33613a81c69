// @vitest-environment jsdom
// Component test: a link whose date is no date (edited by hand) says the search leaves it out, in the
// user's language, and searching again sends no such date; a good date stays.
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

/** The ownership code of a user who owns exactly these customs data sets. */
const owning = (...values: string[]) =>
  flagsToBits({ customs: Object.fromEntries(values.map((v) => [v, true])), ship: false, transit: false });

const show = async (locale: Locale, startTime: string, endTime: string) => {
  const i18n = await createI18n(locale, async (l) => ({ messages: await consoleCatalog(l) }));
  const onSearch = vi.fn<(form: FormValues) => void>();
  render(
    <I18nProvider i18n={i18n}>
      <SearchForm
        groups={customsCatalogueGroups(owning("IMP_USA_BL_SEA"))}
        initial={formOf({ datasets: "IMP_USA_BL_SEA", keyword: "steel", startTime, endTime })}
        locale={locale}
        packagePath="/en/package"
        onSearch={onSearch}
      />
    </I18nProvider>,
  );
  return onSearch;
};

describe("the search form's dates from the link", () => {
  it("says a date that is no date is left out, and does not send it again", async () => {
    const onSearch = await show("en", "2026-13-45", "2025-12-31");
    expect(screen.getByRole("alert").textContent).toContain(
      "The link holds a date that is not a date (2026-13-45), so the search leaves it out.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ from: "", to: "2025-12-31", keyword: "steel" }),
    );
  });

  it("says it in Russian and Chinese too", async () => {
    await show("ru", "yesterday", "");
    expect(screen.getByRole("alert").textContent).toContain("yesterday");
    expect(screen.getByRole("alert").textContent).toMatch(/[а-я]/);
    cleanup();
    await show("zh", "", "2025-02-30");
    expect(screen.getByRole("alert").textContent).toMatch(/[\u4e00-\u9fff]/);
  });

  it("says nothing when the dates are dates", async () => {
    await show("en", "2025-01-01", "2025-12-31");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
