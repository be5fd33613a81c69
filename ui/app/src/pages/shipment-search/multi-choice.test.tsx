// @vitest-environment jsdom
// Component test: the filter that holds several codes (countries, ports), used as a person would:
// type, pick an option, see it listed, remove it again.
import { I18nProvider } from "@lingui/react";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { consoleCatalog } from "../../i18n/console-catalog.ts";
import { MultiChoice } from "./multi-choice.tsx";

afterEach(cleanup);

const NAMES: Record<string, string> = { CN: "China", JP: "Japan", VN: "Viet Nam" };

function Countries() {
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [typed, setTyped] = useState("");
  const choices = Object.entries(NAMES)
    .map(([id, name]) => ({ id, name }))
    .filter((c) => c.name.toLowerCase().includes(typed.toLowerCase()));
  return (
    <>
      <MultiChoice
        label="Origin countries"
        chosen={chosen}
        nameOf={(c) => NAMES[c] ?? c}
        choices={choices}
        typed={typed}
        onType={setTyped}
        onChange={setChosen}
      />
      <output data-testid="chosen">{chosen.join(",")}</output>
    </>
  );
}

describe("a filter of several codes", () => {
  it("adds what is picked, clears the box, and removes a code by its button", async () => {
    const i18n = await createI18n("en", async (l) => ({ messages: await consoleCatalog(l) }));
    render(
      <I18nProvider i18n={i18n}>
        <Countries />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    const box = screen.getByRole("combobox", { name: "Origin countries" });
    await user.click(box);
    await user.paste("Japan");
    await user.click(await screen.findByRole("option", { name: "Japan" }));
    expect(screen.getByTestId("chosen").textContent).toBe("JP");
    expect(box).toHaveProperty("value", "");
    // The list stays closed after a pick, until something new is typed.
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.type(box, "chi");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("chosen").textContent).toBe("JP,CN");
    await user.click(screen.getByRole("button", { name: "Remove Japan" }));
    expect(screen.getByTestId("chosen").textContent).toBe("CN");
  });
});
