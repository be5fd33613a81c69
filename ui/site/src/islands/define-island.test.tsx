import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defineIsland } from "./define-island.tsx";
import { ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE } from "./island-attributes.ts";
import { islandNames, loadIsland } from "./island-modules.ts";

function Greeting(props: { readonly name: string; readonly count: number }) {
  return (
    <p>
      {props.name} × {props.count}
    </p>
  );
}

const attribute = (html: string, name: string): string | undefined =>
  new RegExp(`${name}="([^"]*)"`).exec(html)?.[1]?.replace(/&quot;/g, '"');

describe("an island", () => {
  it("renders its component inside a marker that names it and carries its props and when it hydrates", () => {
    const Island = defineIsland("greeting", Greeting, "idle");
    const html = renderToString(<Island name="Ada & Co" count={3} />);
    expect(attribute(html, ISLAND_NAME_ATTRIBUTE)).toBe("greeting");
    expect(JSON.parse(attribute(html, ISLAND_PROPS_ATTRIBUTE)?.replace(/&amp;/g, "&") ?? "")).toEqual({
      name: "Ada & Co",
      count: 3,
    });
    expect(attribute(html, ISLAND_WHEN_ATTRIBUTE)).toBe("idle");
    // What the browser hydrates in the marker is exactly what the component renders alone.
    expect(html).toContain(renderToString(<Greeting name="Ada & Co" count={3} />));
    expect(Island.Component).toBe(Greeting);
  });

  it("hydrates at load unless it says otherwise", () => {
    const html = renderToString(defineIsland("greeting", Greeting)({ name: "x", count: 1 }));
    expect(attribute(html, ISLAND_WHEN_ATTRIBUTE)).toBe("load");
  });
});

describe("the island modules", () => {
  it("are the page's interactive parts, each in a file named for it", () => {
    expect(islandNames().sort()).toEqual(
      expect.arrayContaining(["contact-form", "demo-dialog", "footer", "header", "notifications", "widgets"]),
    );
  });

  it("has no module for a name no island has", () => {
    expect(loadIsland("no-such-island")).toBeUndefined();
  });
});
