// @vitest-environment jsdom
// Component test: the request-a-demo dialog (spec §3 Demo request form, §4 Demo dialog) in a DOM
// (jsdom), in each language: named by its title, closed by its button and by Escape, its request
// button off until the required fields are filled, and what was typed kept across closing.
import { I18nProvider } from "@lingui/react";
import { emptyDemoRequest, LOCALES, type Locale } from "@portolan/core";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n/i18n.ts";
import { DemoDialogModal } from "./demo-dialog-modal.tsx";
import { $demoRequestEnabled, demoForm } from "./demo-request-store.ts";

const show = async (locale: Locale, onOpenChange: (open: boolean) => void = () => undefined) => {
  const i18n = await createI18n(locale);
  const view = render(
    <I18nProvider i18n={i18n}>
      <DemoDialogModal isOpen onOpenChange={onOpenChange} />
    </I18nProvider>,
  );
  return { i18n, view };
};

beforeEach(() => {
  demoForm.dispatch({ type: "succeeded", values: emptyDemoRequest });
  $demoRequestEnabled.set(false);
});
afterEach(cleanup);

describe("the request-a-demo dialog", () => {
  it.each(LOCALES)("in %s is a dialog named by its title, with its fields labelled", async (locale) => {
    const { i18n } = await show(locale);
    const dialog = screen.getByRole("dialog", { name: i18n._("forms.demo.title") });
    expect(dialog).toBeTruthy();
    for (const id of ["forms.demo.fullName", "forms.demo.companyName", "forms.demo.email"])
      expect(screen.getByRole("textbox", { name: new RegExp(i18n._(id)) })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: new RegExp(i18n._("forms.demo.country")) })).toBeTruthy();
  });

  it("closes by its close button and by Escape", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { i18n } = await show("en", onOpenChange);
    await user.click(screen.getByRole("button", { name: i18n._("forms.close") }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    screen.getByRole("textbox", { name: new RegExp(i18n._("forms.demo.fullName")) }).focus();
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("keeps its request button off while required fields are empty, and sends nothing", async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { i18n } = await show("ru");
    const request = screen.getByRole("button", { name: i18n._("forms.demo.submit") });
    expect(request.hasAttribute("disabled") || request.getAttribute("aria-disabled") === "true").toBe(true);
    await user.type(screen.getByRole("textbox", { name: new RegExp(i18n._("forms.demo.fullName")) }), "Иван");
    await user.click(request);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("keeps what was typed when it is closed and opened again", async () => {
    const user = userEvent.setup();
    const { i18n, view } = await show("en");
    const name = () => screen.getByRole("textbox", { name: new RegExp(i18n._("forms.demo.fullName")) });
    await user.type(name(), "Ada Lovelace");
    view.unmount();
    await show("en");
    expect((name() as HTMLInputElement).value).toBe("Ada Lovelace");
  });
});
