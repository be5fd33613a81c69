// Firm feedback end to end (issue 30 "Feedback"): a user says one of a company profile's names is
// "not the same company" (a dialog with a comment, then thanks, then the name shows as reported), an
// administrator accepts the report in the admin page, and the profile no longer lists the name; the
// same screens in Chinese and Russian show their own words. Words written out by hand from the
// console's catalogues. axe at 0 on the profile with the dialog and on the admin page.
import type { Page } from "@playwright/test";
import { setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";

const US = "IMP_USA_BL_SEA";
type Profile = { id: number; name: string; aliases: string[] };

/** Names as a person reads them (a screen reader, Playwright's text match): spaces and case aside. */
const plain = (name: string) => name.replace(/\s+/g, " ").trim().toLowerCase();
/** A name of the firm no other of its names reads as (so it can be found on the screen alone). */
const distinctAlias = (p: Profile) =>
  p.aliases.find(
    (a) => plain(a) !== plain(p.name) && p.aliases.filter((b) => plain(b) === plain(a)).length === 1,
  );

/** The busiest importer with at least three names, one of which reads unlike the others. */
const firmWithNames = async (page: Page, origin: string): Promise<Profile & { alias: string }> => {
  const found = await (
    await page.request.get(`${origin}/searching/cds/company?datasets=${US}&role=importer&pageSize=50`)
  ).json();
  for (const r of found.data.records as { id: number }[]) {
    const profile = await (
      await page.request.get(`${origin}/searching/cds/companies/record?id=${r.id}&datasets=${US}`)
    ).json();
    const alias = distinctAlias(profile.data as Profile);
    if ((profile.data.aliases as string[]).length >= 3 && alias !== undefined)
      return { ...(profile.data as Profile), alias };
  }
  throw new Error("the demo data has a firm with three names");
};

test("a user reports a name as another company, the administrator accepts, the profile drops it", async ({
  page,
  browser,
  provider,
}) => {
  test.setTimeout(120_000);
  await setLanguage(page.context(), provider.origin, "en");
  await signInContext(page.context(), provider, "trade@demo.portolan.test");
  const firm = await firmWithNames(page, provider.origin);
  const { alias } = firm;
  const profile = `/shipments/company?id=${firm.id}&datasets=${US}`;

  await page.goto(profile);
  const names = page.getByTestId("company-aliases");
  await expect(names.locator("li")).toHaveCount(firm.aliases.length);
  const reported = names.locator(`li[data-alias="${alias}"]`);
  await reported.getByRole("button", { name: `Not the same company: ${alias}` }).click();
  const dialog = page.getByRole("dialog", { name: "Not the same company?" });
  await expect(dialog).toContainText(`${firm.name} and “${alias}” are two different companies`);
  await dialog.getByLabel("Comment (optional)").fill("A forwarder with a near name");
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Send the report" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Thanks — an operator will review it.");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(reported).toContainText("Reported — waiting for review");
  await expect(reported.getByRole("button")).toHaveCount(0);

  // The administrator, in a browser of their own, accepts it with a note.
  const adminContext = await browser.newContext({ baseURL: provider.origin });
  const admin = await adminContext.newPage();
  await setLanguage(adminContext, provider.origin, "en");
  await signInContext(adminContext, provider, "admin@demo.portolan.test");
  await admin.goto("/admin");
  const reports = admin.getByTestId("admin-firm-reports");
  await expect(reports.getByRole("heading", { name: "Company identity" })).toBeVisible();
  const row = reports.locator("tr[data-status=pending]").filter({ hasText: alias });
  await expect(row).toContainText(`“${alias}” is not the same company as`);
  await expect(row).toContainText("demo-trade");
  await expect(row).toContainText("A forwarder with a near name");
  const id = await row.getAttribute("data-report");
  await row.getByRole("button", { name: `Accept: report ${id}` }).click();
  const ask = admin.getByRole("alertdialog", { name: `Accept report ${id}?` });
  await ask.getByLabel("Note (optional)").fill("Checked the addresses");
  await ask.getByRole("button", { name: "Accept" }).click();
  const decided = reports.locator(`tr[data-report="${id}"]`);
  await expect(decided.getByTestId("firm-report-status")).toContainText("Accepted");
  await expect(decided).toContainText("Checked the addresses");
  expect(await axeViolations(admin)).toEqual([]);

  // The profile no longer lists the name.
  await page.reload();
  await expect(page.getByTestId("company-aliases")).toBeVisible();
  await expect(page.getByTestId("company-aliases").locator(`li[data-alias="${alias}"]`)).toHaveCount(0);

  // Russian for the administrator, Chinese for the user.
  await adminContext.addCookies([{ name: "lang", value: "ru", url: provider.origin }]);
  await admin.goto("/admin");
  const ru = admin.getByTestId("admin-firm-reports");
  await expect(ru.getByRole("heading", { name: "Идентификация компаний" })).toBeVisible();
  await expect(ru.locator(`tr[data-report="${id}"]`).getByTestId("firm-report-status")).toContainText(
    "Принято",
  );
  await expect(ru.locator(`tr[data-report="${id}"]`)).toContainText(`«${alias}» — не та же компания, что`);
  await adminContext.close();

  await setLanguage(page.context(), provider.origin, "zh");
  await page.goto(profile);
  const zh = page.getByTestId("company-aliases");
  const other = firm.aliases.find((a) => a !== alias && a !== firm.name) ?? firm.name;
  await zh
    .locator(`li[data-alias="${other}"]`)
    .getByRole("button", { name: `不是同一家公司：${other}` })
    .click();
  const zhDialog = page.getByRole("dialog", { name: "不是同一家公司？" });
  await expect(zhDialog).toContainText(`您告诉我们 ${firm.name} 与“${other}”是两家不同的公司`);
  await expect(zhDialog.getByRole("button", { name: "提交报告" })).toBeVisible();
});
