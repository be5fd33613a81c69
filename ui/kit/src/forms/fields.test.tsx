// @vitest-environment jsdom
// Component test: the form fields every form uses, in a DOM (jsdom): a text field with its label,
// hint and issue, a multi-line one, and the country combo box filtered as one types (issue 12).
import { I18nProvider } from "@lingui/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.ts";
import { ComboInput } from "./choice-fields.tsx";
import { type Choice, TextInput } from "./fields.tsx";

afterEach(cleanup);

const withWords = async (node: ReactNode) => {
  const i18n = await createI18n("en");
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
};

/** A text field that keeps what is typed, as a form's store does. */
function Text(props: { readonly issue?: string; readonly multiline?: boolean; readonly hint?: string }) {
  const [value, setValue] = useState("");
  return (
    <>
      <TextInput
        id="contact-email"
        label="Email"
        value={value}
        onChange={setValue}
        isRequired
        type="email"
        issue={props.issue}
        hint={props.hint}
        multiline={props.multiline ?? false}
      />
      <output data-testid="kept">{value}</output>
    </>
  );
}

describe("a text field", () => {
  it("is named by its label, marked required, and keeps what is typed", async () => {
    const user = userEvent.setup();
    await withWords(<Text hint="We reply within a day" />);
    const input = screen.getByRole("textbox", { name: /Email/ });
    expect(input.id).toBe("contact-email");
    expect(input.getAttribute("type")).toBe("email");
    expect(input.hasAttribute("required") || input.getAttribute("aria-required") === "true").toBe(true);
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe("Email *");
    expect(input.getAttribute("aria-describedby") ?? "").not.toBe("");
    expect(screen.getByText("We reply within a day").id).toBe(
      (input.getAttribute("aria-describedby") ?? "").split(" ")[0],
    );
    await user.type(input, "ada@acme.example");
    expect(screen.getByTestId("kept").textContent).toBe("ada@acme.example");
  });

  it("shows its issue beside it, tied to it for screen readers", async () => {
    await withWords(<Text issue="Enter a valid email address" />);
    const input = screen.getByRole("textbox", { name: /Email/ });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const issue = screen.getByText("Enter a valid email address");
    expect((input.getAttribute("aria-describedby") ?? "").split(" ")).toContain(issue.id);
  });

  it("as several lines is a textarea without a type attribute (valid HTML)", async () => {
    await withWords(<Text multiline />);
    const area = screen.getByRole("textbox", { name: /Email/ });
    expect(area.tagName).toBe("TEXTAREA");
    expect(area.hasAttribute("type")).toBe(false);
  });
});

const COUNTRIES: readonly Choice[] = [
  { id: "DE", name: "Germany" },
  { id: "KZ", name: "Kazakhstan" },
  { id: "KE", name: "Kenya" },
  { id: "US", name: "United States" },
];

/** The combo box as the demo dialog binds it: the typed text is the form's value. */
function Country() {
  const [value, setValue] = useState("");
  return (
    <>
      <ComboInput id="demo-country" label="Country" value={value} onChange={setValue} choices={COUNTRIES} />
      <output data-testid="kept">{value}</output>
    </>
  );
}

describe("the country combo box", () => {
  it("lists only the countries that match what is typed, and ↓ Enter picks the first", async () => {
    const user = userEvent.setup();
    await withWords(<Country />);
    const input = screen.getByRole("combobox", { name: /Country/ });
    await user.type(input, "k");
    const options = () => screen.getAllByRole("option").map((o) => o.textContent);
    expect(options()).toEqual(["Kazakhstan", "Kenya"]);
    await user.type(input, "az");
    expect(options()).toEqual(["Kazakhstan"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("kept").textContent).toBe("Kazakhstan");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("does not keep text that names no country", async () => {
    const user = userEvent.setup();
    await withWords(<Country />);
    const input = screen.getByRole("combobox", { name: /Country/ });
    await user.type(input, "Ken");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("kept").textContent).toBe("Kenya");
    // Typed over the chosen name (emptying the box first would clear the choice itself).
    await user.tripleClick(input);
    await user.keyboard("Atlantis");
    expect(screen.getByTestId("kept").textContent).toBe("Atlantis");
    expect(screen.queryAllByRole("option")).toEqual([]);
    await act(async () => input.blur());
    expect(screen.getByTestId("kept").textContent).toBe("Kenya");
  });
});
