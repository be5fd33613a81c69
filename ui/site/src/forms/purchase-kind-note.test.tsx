// @vitest-environment jsdom
// Component test (issue 29 item 11, D288): a signed-in buyer choosing the package they hold is told
// it is a renewal, with the current term's end and the new year's dates, in each language; a first
// package and an upgrade get no note.
import type { Locale, PackageTerm } from "@portolan/core";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PurchaseKindNote } from "./purchase-kind-note.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const held: PackageTerm = { tierId: "PRO", startsAt: day("2026-01-01"), expiresAt: day("2027-01-01") };

const show = async (locale: Locale, tier: "PRO" | "DELUXE", terms: readonly PackageTerm[]) => {
  vi.useFakeTimers({ now: day("2026-12-01"), toFake: ["Date"] });
  const i18n = await createI18n(locale);
  return render(
    <PurchaseKindNote terms={terms} tier={tier} t={(id, values) => i18n._(id, values)} locale={locale} />,
  );
};

describe("the purchase form's note on what an order is", () => {
  it.each([
    [
      "en",
      "This order renews your PRO package, which runs until 2027-01-01. The new year follows it: from 2027-01-01 until 2028-01-01.",
    ],
    [
      "ru",
      "Этот заказ продлевает ваш пакет PRO, который действует до 2027-01-01. Новый год следует за ним: с 2027-01-01 по 2028-01-01.",
    ],
  ] as const)("says a renewal is one (%s)", async (locale, text) => {
    await show(locale, "PRO", [held]);
    expect(screen.getByRole("status").textContent).toBe(text);
  });

  it("names the Chinese renewal with the package's Chinese name", async () => {
    await show("zh", "PRO", [held]);
    expect(screen.getByRole("status").textContent).toContain("此订单为续订您的");
    expect(screen.getByRole("status").textContent).toContain("2027-01-01 至 2028-01-01");
  });

  it("says nothing of a first package or an upgrade", async () => {
    await show("en", "PRO", []);
    expect(screen.queryByRole("status")).toBeNull();
    cleanup();
    await show("en", "DELUXE", [held]);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
