// Pages whose content is chosen by a query value (spec §2.3 countrydetail?country=, solutionsdetail?
// contId=) show it when opened directly, reloaded or shared (issue 12 defect): each value's page is
// prerendered. And a signed-in English user sent to the Chinese service page with lang=en (spec §2.1)
// reads it in English.

import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

for (const { path, heading } of [
  { path: "/en/countrydetail?country=US", heading: "United States: trade data sources" },
  { path: "/en/countrydetail?country=us", heading: "United States: trade data sources" },
  { path: "/ru/countrydetail?country=RU", heading: "Россия: источники торговых данных" },
  { path: "/en/solutionsdetail?contId=2002&name=Suppliers", heading: /^Suppliers: / },
]) {
  test(`${path} opened directly and reloaded shows its own content`, async ({ page, request }) => {
    // In the HTML itself, before any script.
    expect(await (await request.get(path)).text()).toContain(
      typeof heading === "string" ? heading : "Suppliers: ",
    );
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}

test("a country's page shows its data sources with their live figures", async ({ page }) => {
  await page.goto("/en/countrydetail?country=US");
  await waitForHydration(page);
  const sources = page.locator("#sources");
  await expect(sources.getByRole("heading", { level: 3 }).first()).toContainText("United States");
  // The figures arrive from the provider: a number of records, not the loading dash.
  await expect(sources.getByText(/^\d[\d,]*$/).first()).toBeVisible();
});

test("a country code without a page gets the page to choose one, which names the code it was given", async ({
  page,
}) => {
  await page.goto("/ru/countrydetail?country=ZZ");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Данные по стране");
  await expect(page.locator("main").getByRole("status")).toHaveText(
    "Для кода страны «ZZ» источников данных нет. Выберите страну из списка.",
  );
});

test("a signed-in English user is sent to the Chinese credit page with lang=en and reads it in English", async ({
  page,
  context,
  provider,
}) => {
  await context.addCookies([{ name: "lang", value: "en", url: provider.origin }]);
  await signInContext(context, provider, "demo-main");
  await page.goto("/en/service/cedarRose");
  await expect(page).toHaveURL(
    (url) => url.pathname === "/cn/service/cedarRose" && url.search === "?lang=en",
  );
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/credit report/i);
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
});
