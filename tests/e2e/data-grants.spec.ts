// What each package may search in the data centre (issue 15 "Tests": demo accounts with different
// grants — US and Mexico only, India only, everything, none): every data set an account owns answers
// with shipments, anything else is refused with the provider's message in the user's language on the
// search screen (a link mixing both names the refused and searches the rest), and a shipment of a
// data set not granted is not found. Words written out by hand from the
// catalogues (core's errors.trade.* ids).

import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";

interface Grant {
  readonly login: string;
  readonly owns: readonly string[];
  readonly refused: readonly string[];
}

const GRANTS: readonly Grant[] = [
  {
    login: "trade@demo.portolan.test",
    owns: ["IMP_USA_BL_SEA", "EXP_USA_BL_SEA", "IMP_MEXICO_CD_SEA", "EXP_MEXICO_CD_SEA"],
    refused: ["IMP_INDIA_CD_DEF", "IMP_RUSSIA_CD_DEF"],
  },
  {
    login: "ai@demo.portolan.test",
    owns: ["IMP_INDIA_CD_DEF", "EXP_INDIA_CD_DEF"],
    refused: ["IMP_USA_BL_SEA", "IMP_MEXICO_CD_SEA"],
  },
  {
    login: "admin@demo.portolan.test",
    owns: [
      "IMP_USA_BL_SEA",
      "IMP_MEXICO_CD_SEA",
      "IMP_INDIA_CD_DEF",
      "EXP_INDIA_CD_DEF",
      "IMP_RUSSIA_CD_DEF",
    ],
    refused: [],
  },
];

const REFUSED = {
  en: "Your package does not include this data set.",
  "zh-cn": "您的套餐不包含此数据集。",
} as const;

const ADMIN_KEY = "ptl_demo-admin0000000000000000000000";

test.describe("what each package may search", () => {
  for (const grant of GRANTS)
    test(`${grant.login} searches what it owns and is refused the rest`, async ({ page, provider }) => {
      test.setTimeout(60_000);
      await page.context().addCookies([{ name: "lang", value: "en", url: provider.origin }]);
      await signInContext(page.context(), provider, grant.login);
      for (const dataset of grant.owns) {
        await page.goto(`/shipments/search?datasets=${dataset}`);
        const summary = page.getByRole("status").filter({ hasText: /shipments? found/ });
        await expect(summary, dataset).toHaveText(/^(About )?[\d,]+ shipments? found$/);
        expect(Number((await summary.textContent())?.replace(/\D/g, "")), dataset).toBeGreaterThan(0);
      }
      // Several owned data sets at once answer too.
      await page.goto(`/shipments/search?datasets=${grant.owns.join(",")}`);
      await expect(page.getByRole("status").filter({ hasText: /shipments? found/ })).toBeVisible();
      for (const dataset of grant.refused) {
        await page.goto(`/shipments/search?datasets=${dataset}`);
        await expect(page.getByRole("alert").filter({ hasText: REFUSED.en }), dataset).toBeVisible();
        // One refused data set among owned ones (a shared link) is named, and the rest searched:
        // nothing is silently dropped (issue 31 item 12, D336).
        await page.goto(`/shipments/search?datasets=${grant.owns[0]},${dataset}`);
        const missing = page.getByTestId("missing-datasets");
        await expect(missing, dataset).toContainText("Your package does not include ");
        await expect(missing, dataset).toContainText("so this search shows the other data sets of the link.");
        await expect(page.getByRole("status").filter({ hasText: /shipments? found/ }), dataset).toBeVisible();
      }
    });

  test("a shipment of a data set not granted is not found, in the user's language", async ({
    page,
    provider,
  }) => {
    const answer = await fetch(`${provider.origin}/searching/cds?datasets=IMP_USA_BL_SEA`, {
      headers: { authorization: `Bearer ${ADMIN_KEY}` },
    });
    const body = (await answer.json()) as { data: { records: { id: number }[] } };
    const id = body.data.records[0]?.id;
    expect(id).toBeGreaterThan(0);
    await page.context().addCookies([{ name: "lang", value: "zh-cn", url: provider.origin }]);
    await signInContext(page.context(), provider, "ai@demo.portolan.test");
    // Outside the account's data sets a shipment is not found, as an id that does not exist: the
    // refusal would name its data set (issue 31 item 13, D336).
    await page.goto(`/shipments/bill?id=${id}`);
    await expect(
      page.getByRole("alert").filter({ hasText: "没有这条货运记录，或其地址不完整。" }),
    ).toBeVisible();
    await page.goto("/shipments/search?datasets=IMP_USA_BL_SEA");
    await expect(page.getByRole("alert").filter({ hasText: REFUSED["zh-cn"] })).toBeVisible();
  });

  test("an account without data sets is shown the packages, and the data API refuses it", async ({
    page,
    provider,
  }) => {
    await page.context().addCookies([{ name: "lang", value: "en", url: provider.origin }]);
    await signInContext(page.context(), provider, "main@demo.portolan.test");
    await page.goto("/shipments/search?datasets=IMP_USA_BL_SEA");
    await expect(page.getByText("Your package includes no customs data set to search.")).toBeVisible();
    await expect(page.getByRole("link", { name: "See the packages" })).toHaveAttribute("href", "/en/package");
    const answer = await fetch(`${provider.origin}/searching/cds?datasets=IMP_USA_BL_SEA`, {
      headers: { authorization: "Bearer ptl_demo-main00000000000000000000000" },
    });
    const body = (await answer.json()) as { code: number; msg: string };
    expect(body).toMatchObject({ code: 52001, msg: REFUSED.en });
  });
});
