// @vitest-environment jsdom
// Component test: the search's data sets, used as a person would: open the dialog, choose a whole
// group, filter, see a data set not owned lead to the packages, in English and Chinese.
import { I18nProvider } from "@lingui/react";
import { customsCatalogueGroups, flagsToBits, type Locale } from "@portolan/core";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { consoleCatalog } from "../../i18n/console-catalog.ts";
import { DatasetPicker } from "./dataset-picker.tsx";

afterEach(cleanup);

/** The ownership code of a user who owns exactly these customs data sets. */
const owning = (...values: string[]) =>
  flagsToBits({ customs: Object.fromEntries(values.map((v) => [v, true])), ship: false, transit: false });
const groups = customsCatalogueGroups(owning("IMP_USA_BL_SEA", "IMP_MEXICO_CD_SEA", "EXP_USA_BL_SEA"));

function Picker(props: { readonly locale: Locale }) {
  const [chosen, setChosen] = useState<readonly string[]>(["IMP_MEXICO_CD_SEA"]);
  return (
    <>
      <DatasetPicker
        groups={groups}
        chosen={chosen}
        locale={props.locale}
        packagePath="/en/package"
        onChange={setChosen}
      />
      <output data-testid="chosen">{chosen.join(",")}</output>
    </>
  );
}

const show = async (locale: Locale) => {
  const i18n = await createI18n(locale, async (l) => ({ messages: await consoleCatalog(l) }));
  render(
    <I18nProvider i18n={i18n}>
      <Picker locale={locale} />
    </I18nProvider>,
  );
};

describe("the data set picker", () => {
  it("chooses a whole group in catalogue order, and shows what the package lacks as a link", async () => {
    await show("en");
    const user = userEvent.setup();
    const trigger = screen.getByRole("button", {
      name: "Data sets Mexico imports, customs declarations (sea)",
    });
    await user.click(trigger);
    // The dialog's module is fetched on first use.
    const dialog = await screen.findByRole("dialog", { name: "Choose the data sets to search" });
    await user.click(within(dialog).getByRole("checkbox", { name: "All of North America · Imports" }));
    expect(screen.getByTestId("chosen").textContent).toBe("IMP_USA_BL_SEA,IMP_MEXICO_CD_SEA");
    // A group with one owned data set has no "all of" box.
    expect(within(dialog).queryByRole("checkbox", { name: "All of North America · Exports" })).toBeNull();
    await user.click(
      within(dialog).getByRole("checkbox", { name: "United States imports, bills of lading (sea)" }),
    );
    expect(screen.getByTestId("chosen").textContent).toBe("IMP_MEXICO_CD_SEA");
    await user.type(within(dialog).getByRole("searchbox", { name: "Filter the data sets" }), "india");
    expect(within(dialog).queryAllByRole("checkbox")).toHaveLength(0);
    const links = within(dialog).getAllByRole("link");
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute("href")).toBe("/en/package");
      expect(link.getAttribute("aria-label")).toMatch(/^India .*: not in your package, see the packages$/);
    }
    await user.clear(within(dialog).getByRole("searchbox", { name: "Filter the data sets" }));
    await user.type(within(dialog).getByRole("searchbox", { name: "Filter the data sets" }), "zzz");
    expect(within(dialog).getByText("No data set matches this filter.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    // The focus is back on the button that opened it.
    await waitFor(() => expect(document.activeElement?.id).toBe("datasets-button"));
  });

  it("counts several data sets in Chinese", async () => {
    await show("zh");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /^数据集 / }));
    await user.click(await screen.findByRole("checkbox", { name: "全选：北美洲 · 进口" }));
    await user.click(screen.getByRole("button", { name: "完成" }));
    expect(screen.getByRole("button", { name: "数据集 2 个数据集" })).toBeTruthy();
  });
});
