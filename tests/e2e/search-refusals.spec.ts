// A search address with a filter the provider cannot read (issue 31 item 7, D332): a hand-edited
// link, or a search saved elsewhere, opens the search screen with its values still in the form and
// the refusal naming the parameter in the user's language, never results that ignore the filter.
// Words written out by hand from the catalogues.

import { signInBrowser } from "./support/console-nav-support.ts";
import { expect, test } from "./support/fixtures.ts";

const REFUSAL = {
  zh: "最小重量（wmin）：公斤，纯数字，如 1000。",
  en: "Minimum weight (wmin): kg in plain digits, such as 1000.",
  ru: "Минимальный вес (wmin): кг цифрами, например 1000.",
} as const;

for (const locale of ["zh", "en", "ru"] as const)
  test(`wmin=1,000 is refused naming the field, in ${locale}, the form keeping what was asked`, async ({
    page,
    provider,
  }) => {
    await signInBrowser(page.context(), provider, "demo-trade", locale);
    await page.goto("/shipments/search?datasets=IMP_USA_BL_SEA&kind=description&keyword=cotton&wmin=1%2C000");
    await expect(page.getByRole("alert").filter({ hasText: REFUSAL[locale] })).toBeVisible();
    // No rows were answered for a wider search than the one asked.
    await expect(page.locator("#search-summary")).toHaveCount(0);
    // What the user asked is still there to mend.
    await expect(page.locator('input[value="cotton"]')).toHaveCount(1);
    await expect(page.locator('input[value="1,000"]')).toHaveCount(1);
  });
