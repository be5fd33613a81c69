// @vitest-environment jsdom
// Component test: the public header as a visitor uses it, in a DOM (jsdom): the hamburger and its
// accordion (spec §2.5, §4 Navigation), the visitor's and the signed-in user's links, in each language.
import { I18nProvider } from "@lingui/react";
import { LOCALES, type Locale, PUBLIC_MENU_COLLAPSE_PX, testSession } from "@portolan/core";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.ts";
import { $mobileMenu, CLOSED_MENU } from "../stores/mobile-menu.ts";
import { $session } from "../stores/session.ts";
import { $viewport } from "../stores/viewport.ts";
import { Header } from "./header.tsx";
import { MOBILE_MENU_ID } from "./mobile-menu.tsx";

const show = async (locale: Locale, url: string) => {
  const i18n = await createI18n(locale);
  render(
    <I18nProvider i18n={i18n}>
      <Header locale={locale} url={url} />
    </I18nProvider>,
  );
  return i18n;
};

const menuPanel = () => document.getElementById(MOBILE_MENU_ID) as HTMLElement;
const hamburger = () => document.getElementById("mobile-menu-button") as HTMLButtonElement;

beforeEach(() => {
  $mobileMenu.set(CLOSED_MENU);
  $viewport.set({ width: 390, scrollTop: 0 });
  $session.set({ kind: "logged-out" });
});
afterEach(cleanup);

describe("the header's mobile menu", () => {
  it.each(LOCALES)("in %s opens, opens a group, and closes on Escape with the focus back", async (locale) => {
    const user = userEvent.setup();
    const i18n = await show(locale, locale === "zh" ? "/cn" : `/${locale}`);
    expect(menuPanel().hidden).toBe(true);
    expect(hamburger().getAttribute("aria-expanded")).toBe("false");
    expect(hamburger().textContent).toBe(i18n._("chrome.menu.toggle"));

    await user.click(hamburger());
    expect(menuPanel().hidden).toBe(false);
    expect(hamburger().getAttribute("aria-expanded")).toBe("true");

    // A group's toggle shows its list and says so; a second click hides it again.
    const group = menuPanel().querySelector<HTMLButtonElement>("button[data-nav-group]");
    if (group === null) throw new Error("the menu has no group");
    const list = document.getElementById(group.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(list.hidden).toBe(true);
    await user.click(group);
    expect(group.getAttribute("aria-expanded")).toBe("true");
    expect(list.hidden).toBe(false);
    expect(within(list).getAllByRole("link").length).toBeGreaterThan(0);
    await user.click(group);
    expect(list.hidden).toBe(true);

    group.focus();
    await user.keyboard("{Escape}");
    expect(menuPanel().hidden).toBe(true);
    expect(document.activeElement).toBe(hamburger());
  });

  it("stays closed at the width where the full navigation shows", async () => {
    const user = userEvent.setup();
    $viewport.set({ width: PUBLIC_MENU_COLLAPSE_PX, scrollTop: 0 });
    await show("en", "/en");
    await user.click(hamburger());
    expect(menuPanel().hidden).toBe(true);
    expect(hamburger().getAttribute("aria-expanded")).toBe("false");
  });

  it("marks the page being read as current in the menu", async () => {
    await show("en", "/en/aboutus");
    const current = menuPanel().querySelectorAll('a[aria-current="page"], button[data-current="true"]');
    expect(current.length).toBeGreaterThan(0);
  });
});

describe("the header's account links", () => {
  it.each(LOCALES)("in %s offers a visitor log-in and free registration", async (locale) => {
    const i18n = await show(locale, "/en");
    const bar = document.querySelector("header") as HTMLElement;
    const names = [i18n._("nav.header.login"), i18n._("nav.header.register")];
    for (const name of names) expect(within(bar).getAllByRole("link", { name }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: new RegExp(i18n._("chrome.account.open")) })).toBeNull();
  });

  it("shows a signed-in user the account button instead, with the account's name", async () => {
    const i18n = await show("en", "/en");
    act(() => $session.set({ kind: "signed-in", session: testSession({ account: "acme" }) }));
    const account = await screen.findByRole("button", { name: `${i18n._("chrome.account.open")}: acme` });
    expect(account.getAttribute("aria-haspopup")).toBe("menu");
    expect(screen.queryByRole("link", { name: i18n._("nav.header.login") })).toBeNull();
  });

  it("opens the account menu on a press only, by keyboard, and gives the focus back on Escape", async () => {
    const user = userEvent.setup();
    const i18n = await show("en", "/en");
    act(() => $session.set({ kind: "signed-in", session: testSession({ account: "acme" }) }));
    const name = `${i18n._("chrome.account.open")}: acme`;
    // The pointer and the focus fetch the menu's module (D226); neither opens it.
    await user.hover(await screen.findByRole("button", { name }));
    screen.getByRole("button", { name }).focus();
    await act(() => import("./account-menu-popover.tsx"));
    expect(screen.queryByRole("menu")).toBeNull();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    expect(items.at(-1)?.textContent).toBe(i18n._("nav.account.signOut"));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name })));
  });
});
