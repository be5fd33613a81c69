// @vitest-environment jsdom
// Component test: "Not the same company" sends the firm, the name as shown and the comment, then thanks
// the user in place of the fields; a refusal (59002) is told in the user's language and the dialog
// keeps its fields; the words are the page's language's (zh, ru).
import { I18nProvider } from "@lingui/react";
import type { CallFailure, ProviderClient } from "@portolan/adapters";
import { classifyResponse, type Locale } from "@portolan/core";
import { setDataClient } from "@portolan/kit/data/data-client.ts";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { $notifications, clearNotifications } from "@portolan/kit/notifications/notifications-store.ts";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consoleCatalog } from "../../../i18n/console-catalog.ts";
import { laterCatalog } from "../../../i18n/later-catalog.ts";
import { NotSameDialog } from "./not-same-dialog.tsx";

afterEach(cleanup);
beforeEach(clearNotifications);

const show = async (locale: Locale, call: ProviderClient["call"]) => {
  setDataClient({ call } as ProviderClient);
  // The dialog's words come with the later catalogue (later-dialogs.tsx adds them before it opens).
  const i18n = await createI18n(locale, async (l) => ({
    messages: { ...(await laterCatalog(l)), ...(await consoleCatalog(l)) },
  }));
  const onClose = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <NotSameDialog firmId={42} firmName="ACME INC" spelling="ACME INTL LOGISTICS" onClose={onClose} />
    </I18nProvider>,
  );
  return onClose;
};

describe("the 'not the same company' dialog", () => {
  it("sends the report with its comment and thanks the user", async () => {
    const call = vi.fn(async () => ({
      ok: true as const,
      data: { id: 7, kind: "apart", spelling: "ACME INTL LOGISTICS", status: "pending" },
    }));
    const onClose = await show("en", call as never);
    expect(screen.getByRole("dialog").textContent).toContain(
      "You are telling us that ACME INC and “ACME INTL LOGISTICS” are two different companies.",
    );
    await userEvent.type(screen.getByLabelText("Comment (optional)"), "  a forwarder ");
    await userEvent.click(screen.getByRole("button", { name: "Send the report" }));
    expect(call).toHaveBeenCalledWith("firmFeedbackSend", {
      body: { kind: "apart", firmId: 42, spelling: "ACME INTL LOGISTICS", comment: "a forwarder" },
    });
    expect((await screen.findByRole("status")).textContent).toBe("Thanks — an operator will review it.");
    expect(screen.queryByRole("button", { name: "Send the report" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("tells a refusal in the user's language and keeps the fields", async () => {
    const refusal = classifyResponse({
      kind: "response",
      status: 200,
      statusText: "OK",
      body: { code: 59002, msg: "", data: { messageId: "errors.firm.spellingNotOfFirm" } },
    }) as CallFailure;
    await show("ru", async () => ({ ok: false, outcome: refusal, issues: [] }) as never);
    expect(screen.getByRole("heading").textContent).toBe("Это другая компания?");
    await userEvent.click(screen.getByRole("button", { name: "Отправить сообщение" }));
    await vi.waitFor(() =>
      expect($notifications.get().map((n) => n.text)).toEqual([
        "Это название не входит в другие названия этой компании.",
      ]),
    );
    expect(screen.getByLabelText("Комментарий (необязательно)")).toBeTruthy();
  });

  it("speaks Chinese", async () => {
    await show("zh", async () => ({ ok: true, data: {} }) as never);
    expect(screen.getByRole("heading").textContent).toBe("不是同一家公司？");
    expect(screen.getByRole("button", { name: "提交报告" })).toBeTruthy();
  });
});
