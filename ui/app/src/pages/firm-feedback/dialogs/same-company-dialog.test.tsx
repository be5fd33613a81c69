// @vitest-environment jsdom
// Component test: "Same company as…" finds the other firm by a piece of its name in the row's data
// sets (the firm itself left out), sends the chosen one, and thanks the user; nothing is sent before a
// firm is chosen.
import { I18nProvider } from "@lingui/react";
import type { ProviderClient } from "@portolan/adapters";
import { setDataClient } from "@portolan/kit/data/data-client.ts";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleCatalog } from "../../../i18n/console-catalog.ts";
import { laterCatalog } from "../../../i18n/later-catalog.ts";
import { SameCompanyDialog } from "./same-company-dialog.tsx";

afterEach(cleanup);

const hit = (id: number, name: string) => ({
  id,
  name,
  country: "US",
  logistics: false,
  shipments: 3,
  lastDate: "2026-05-01",
});

describe("the 'same company as…' dialog", () => {
  it("finds, chooses and sends the other firm", async () => {
    const call = vi.fn(async (name: string) =>
      name === "tradeCompanies"
        ? {
            ok: true as const,
            data: {
              total: 2,
              current: 1,
              pageSize: 10,
              records: [hit(7, "ACME INC"), hit(9, "ACME INCORPORATED")],
            },
          }
        : { ok: true as const, data: { id: 3, kind: "same", otherFirmId: 9, status: "pending" } },
    );
    setDataClient({ call } as unknown as ProviderClient);
    const i18n = await createI18n("en", async (l) => ({
      messages: { ...(await laterCatalog(l)), ...(await consoleCatalog(l)) },
    }));
    render(
      <I18nProvider i18n={i18n}>
        <SameCompanyDialog
          firm={{ id: 7, name: "ACME INC" }}
          datasets="IMP_USA_BL_SEA"
          side="importer"
          locale="en"
          onClose={() => {}}
        />
      </I18nProvider>,
    );
    const send = screen.getByRole("button", { name: "Send the report" });
    expect(send.hasAttribute("disabled") || send.getAttribute("aria-disabled") === "true").toBe(true);
    await userEvent.type(screen.getByLabelText("The other company's name"), "acme{Enter}");
    expect(call).toHaveBeenCalledWith("tradeCompanies", {
      query: {
        datasets: "IMP_USA_BL_SEA",
        kind: "importer",
        keyword: "acme",
        role: "importer",
        pageSize: "10",
      },
    });
    // The firm itself is not offered.
    const choices = await screen.findAllByRole("radio");
    expect(choices).toHaveLength(1);
    await userEvent.click(screen.getByRole("radio", { name: /ACME INCORPORATED/ }));
    await userEvent.click(screen.getByRole("button", { name: "Send the report" }));
    expect(call).toHaveBeenLastCalledWith("firmFeedbackSend", {
      body: { kind: "same", firmId: 7, otherFirmId: 9 },
    });
    expect((await screen.findByRole("status")).textContent).toBe("Thanks — an operator will review it.");
  });
});
