// @vitest-environment jsdom
// Component test (issue 29 item 11, D288): the dashboard's package card shows the term running now and
// the renewal after it (not only the future term), and warns in the last 10 days, in each language.
import { I18nProvider } from "@lingui/react";
import type { AccountServiceView } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { consoleCatalog } from "../i18n/console-catalog.ts";
import { PackageSummary } from "./package-summary.tsx";

afterEach(cleanup);

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const year2026: AccountServiceView = {
  tierId: "PRO",
  startsAt: day("2026-01-01"),
  expiresAt: day("2027-01-01"),
  orderId: "1",
};
const year2027: AccountServiceView = {
  ...year2026,
  startsAt: day("2027-01-01"),
  expiresAt: day("2028-01-01"),
};

const show = async (locale: Locale, services: readonly AccountServiceView[], now: number) => {
  const i18n = await createI18n(locale, async (l) => ({ messages: await consoleCatalog(l) }));
  return render(
    <I18nProvider i18n={i18n}>
      <PackageSummary services={services} locale={locale} now={now} />
    </I18nProvider>,
  );
};

describe("the dashboard's package", () => {
  it.each([
    ["en", "Valid from Jan 1, 2026 until Jan 1, 2027", "Next term: PRO, from Jan 1, 2027 until Jan 1, 2028"],
    [
      "ru",
      "Действует с 1 янв. 2026 г. по 1 янв. 2027 г.",
      "Следующий срок: PRO, с 1 янв. 2027 г. по 1 янв. 2028 г.",
    ],
    ["zh", "2026年1月1日 至 2027年1月1日", "下一服务期：专业版，2027年1月1日 至 2028年1月1日"],
  ] as const)("after a renewal shows the current term and the next (%s)", async (locale, current, next) => {
    // Newest first, as the provider lists them: the renewal before the running year.
    await show(locale, [year2027, year2026], day("2026-12-25"));
    expect(screen.getByTestId("package-current").textContent).toContain(current);
    expect(screen.getByTestId("package-next").textContent).toBe(next);
    expect(screen.queryByTestId("package-ends-soon")).toBeNull();
  });

  it.each([
    ["en", "Your package ends in 7 days, on Jan 1, 2027. Renew it to keep your data.", "Renew the package"],
    [
      "ru",
      "Ваш пакет закончится через 7 дней (1 янв. 2027 г.). Продлите его, чтобы сохранить доступ к данным.",
      "Продлить пакет",
    ],
    ["zh", "您的套餐将在 7 天后（2027年1月1日）到期。续订即可继续使用数据。", "续订套餐"],
  ] as const)("warns in the last 10 days with a link to renew (%s)", async (locale, warning, renew) => {
    await show(locale, [year2026], day("2026-12-25"));
    expect(screen.getByRole("status").textContent).toBe(warning);
    expect(screen.getByRole("link", { name: renew })).toBeTruthy();
  });

  it("does not warn eleven days before the end", async () => {
    await show("en", [year2026], day("2026-12-21"));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("link", { name: "Buy a data package" })).toBeTruthy();
  });
});
