// @vitest-environment jsdom
// Component test: the system switcher's button and the drawer it fetches on first use (D226), as a
// person uses them: the pointer alone opens nothing; Enter opens the drawer named by its title; Escape
// and the close button shut it with the focus back on the button.
import { I18nProvider } from "@lingui/react";
import { LOCALES, type Locale, type SystemSwitcher } from "@portolan/core";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { consoleCatalog } from "../i18n/console-catalog.ts";
import { SystemSwitcherButton } from "./system-switcher.tsx";

const SWITCHER: SystemSwitcher = {
  title: "nav.switcher.title",
  entries: [{ id: "oem.0", text: "Acme CRM", action: { kind: "link", href: "https://crm.acme.test/" } }],
};

const show = async (locale: Locale) => {
  const i18n = await createI18n(locale, async (l) => ({ messages: await consoleCatalog(l) }));
  render(
    <I18nProvider i18n={i18n}>
      <SystemSwitcherButton switcher={SWITCHER} oemDomains={[]} />
    </I18nProvider>,
  );
  return { i18n, button: screen.getByRole("button", { name: i18n._(SWITCHER.title) }) };
};

afterEach(cleanup);

describe("the system switcher", () => {
  it.each(LOCALES)(
    "in %s opens its drawer on Enter only, and Escape gives the focus back",
    async (locale) => {
      const user = userEvent.setup();
      const { i18n, button } = await show(locale);
      expect(button.getAttribute("aria-haspopup")).toBe("dialog");
      expect(button.getAttribute("aria-expanded")).toBe("false");
      await user.hover(button);
      button.focus();
      await act(() => import("./system-switcher-drawer.tsx"));
      expect(screen.queryByRole("dialog")).toBeNull();

      await user.keyboard("{Enter}");
      const drawer = await screen.findByRole("dialog", { name: i18n._(SWITCHER.title) });
      expect(button.getAttribute("aria-expanded")).toBe("true");
      expect(
        within(drawer)
          .getByRole("link", { name: /Acme CRM/ })
          .getAttribute("href"),
      ).toBe("https://crm.acme.test/");
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(button));
      expect(button.getAttribute("aria-expanded")).toBe("false");
    },
  );

  it("closes with its close button", async () => {
    const user = userEvent.setup();
    const { i18n, button } = await show("en");
    await user.click(button);
    const drawer = await screen.findByRole("dialog");
    await user.click(within(drawer).getByRole("button", { name: i18n._("console.nav.switcher.close") }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
