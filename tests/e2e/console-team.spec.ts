// A main account chooses which of its data sets and permissions each sub-account may use (issues 13,
// 29 §10), in the console's account management, against the real provider: the choice is saved, the
// sub-account's dashboard and search follow at once, even for what it also held itself; a
// sub-account sees no team section; axe at 0 with the section open. Words written out by hand from
// the console's catalogues.

import type { Page } from "@playwright/test";
import { type ConsoleLanguage, setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";
import type { E2eProvider } from "./support/provider.ts";

const signInAs = async (page: Page, provider: E2eProvider, login: string, language: ConsoleLanguage) => {
  await setLanguage(page.context(), provider.origin, language);
  await signInContext(page.context(), provider, login);
};

const MEXICO_IMPORTS = "Mexico imports, customs declarations (sea)";
const US_IMPORTS = "United States imports, bills of lading (sea)";

test.describe("team data sets", () => {
  test("the main account gives a sub-account Mexico's imports and its dashboard shows them", async ({
    page,
    browser,
    provider,
  }) => {
    await signInAs(page, provider, "trade@demo.portolan.test", "en");
    await page.goto("/account");
    const team = page.getByTestId("team");
    await expect(team.getByRole("heading", { level: 2 })).toHaveText("Team data sets");
    const sara = team.getByRole("group", { name: "Sara (demo-trade-sub)" });
    await expect(sara.getByRole("checkbox", { name: US_IMPORTS })).toBeChecked();
    const mexico = sara.getByRole("checkbox", { name: MEXICO_IMPORTS });
    await mexico.uncheck();
    await sara.getByRole("button", { name: "Save" }).click();
    await expect(sara.getByRole("status")).toHaveText("Saved");
    await expect(
      team.getByRole("group", { name: "Sven (demo-trade-sub2)" }).getByRole("checkbox", { checked: true }),
    ).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    const sub = await browser.newPage();
    await signInAs(sub, provider, "sub@demo.portolan.test", "en");
    await sub.goto("/dashboard");
    await expect(sub.getByTestId("datasets")).toContainText(US_IMPORTS);
    await expect(sub.getByTestId("datasets")).not.toContainText(MEXICO_IMPORTS);

    await mexico.check();
    await sara.getByRole("button", { name: "Save" }).click();
    await expect(sara.getByRole("status")).toHaveText("Saved");
    await sub.reload();
    await expect(sub.getByTestId("datasets")).toContainText(MEXICO_IMPORTS);
    await sub.close();
  });

  test("the main account takes US imports and trade search back from a sub-account that held them itself", async ({
    page,
    browser,
    provider,
  }) => {
    await signInAs(page, provider, "trade@demo.portolan.test", "en");
    await page.goto("/account");
    const sara = page.getByTestId("team").getByRole("group", { name: "Sara (demo-trade-sub)" });
    const us = sara.getByRole("checkbox", { name: US_IMPORTS });
    const tradeSearch = sara.getByRole("checkbox", { name: "Trade search and CRM" });
    await expect(tradeSearch).toBeChecked();
    await us.uncheck();
    await tradeSearch.uncheck();
    await sara.getByRole("button", { name: "Save" }).click();
    await expect(sara.getByRole("status")).toHaveText("Saved");

    const sub = await browser.newPage();
    await signInAs(sub, provider, "sub@demo.portolan.test", "en");
    await sub.goto("/dashboard");
    await expect(sub.getByTestId("datasets")).not.toContainText(US_IMPORTS);
    await sub.goto("/so");
    await expect(sub.getByRole("alert").filter({ hasText: "Your package" })).toContainText(
      "Your package does not include trade search.",
    );

    // Given back, both are there again on the next page the sub-account opens.
    await us.check();
    await tradeSearch.check();
    await sara.getByRole("button", { name: "Save" }).click();
    await expect(sara.getByRole("status")).toHaveText("Saved");
    await sub.goto("/dashboard");
    await expect(sub.getByTestId("datasets")).toContainText(US_IMPORTS);
    await sub.close();
  });

  test("reads in Chinese, and a sub-account has no team section", async ({ page, provider }) => {
    await signInAs(page, provider, "trade@demo.portolan.test", "zh");
    await page.goto("/account");
    await expect(page.getByTestId("team").getByRole("heading", { level: 2 })).toHaveText("团队数据权限");
    await expect(
      page.getByTestId("team").getByRole("checkbox", { name: "贸易搜索与 CRM" }).first(),
    ).toBeVisible();
    await page.context().clearCookies();
    await signInAs(page, provider, "sub@demo.portolan.test", "en");
    await page.goto("/account");
    await expect(page.getByTestId("basic-info")).toBeVisible();
    await expect(page.getByTestId("team")).toHaveCount(0);
  });
});
