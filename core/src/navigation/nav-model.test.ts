import { describe, expect, it } from "vitest";
import { UTILITIES_LIST } from "../constants/services.ts";
import { TEST_BASES, testSession } from "./nav-fixtures.ts";
import { navMessages } from "./nav-messages.ts";
import type { NavItem } from "./nav-model.ts";
import { at, navItem, publicPath } from "./nav-model.ts";
import { buildNavigation } from "./navigation.ts";

const all = (items: readonly NavItem[]): NavItem[] => items.flatMap((i) => [i, ...all(i.children ?? [])]);
const zh = buildNavigation({ bases: TEST_BASES, session: testSession(), locale: "zh" });
const byId = (id: string) => all(zh).find((i) => i.id === id);

describe("navigation items", () => {
  it("defaults to shown, outside and the same tab", () => {
    expect(navItem({ id: "x", name: "nav.dashboard" })).toEqual({
      id: "x",
      name: "nav.dashboard",
      hide: false,
      inside: false,
      target: "_self",
    });
  });

  it("joins a base without doubling slashes and builds locale paths", () => {
    expect(at("https://a.test/", "/so")).toBe("https://a.test/so");
    expect(at("https://a.test///", "/so")).toBe("https://a.test/so");
    expect(at("https://a.test/app", "/so")).toBe("https://a.test/app/so");
    expect(publicPath("zh", "/package")).toBe("/cn/package");
    expect(publicPath("en", "/package")).toBe("/en/package");
    expect(publicPath("ru", "/package")).toBe("/ru/package");
  });

  it("marks public pages inside and the configured sites outside", () => {
    expect(byId("services.tuv")?.inside).toBe(true);
    expect(byId("dashboard")?.inside).toBe(false);
    expect(byId("business.follow")?.inside).toBe(false);
  });

  it("gives the hover dropdowns a heading, text and columns", () => {
    expect(byId("data")).toMatchObject({
      content: { heading: "nav.data.heading", text: "nav.data.text" },
      columns: 2,
      icon: "data",
    });
    expect(byId("marketing")?.content).toEqual({
      heading: "nav.marketing.heading",
      text: "nav.marketing.text",
    });
    expect(byId("business")?.columns).toBe(3);
  });

  it("carries the utilities request and opens it in a new tab", () => {
    expect(byId("tools.utilities")).toMatchObject({
      list: { kind: "utilities", query: { id: 265, page: 1, limit: 10, desc: false } },
      target: "_blank",
      hide: false,
    });
    expect(UTILITIES_LIST.id).toBe(265);
  });

  it("sets a configured dropdown image on its top-level item only", () => {
    const menu = buildNavigation({
      bases: TEST_BASES,
      session: testSession(),
      locale: "zh",
      images: { data: "/img/data.png" },
    });
    expect(menu.find((i) => i.id === "data")?.src).toBe("/img/data.png");
    expect(menu.find((i) => i.id === "marketing")?.src).toBeUndefined();
  });

  it("declares English text for every name and dropdown text it uses", () => {
    const used = all(zh).flatMap((i) => [i.name, ...(i.content ? [i.content.heading, i.content.text] : [])]);
    for (const id of used) expect(typeof navMessages[id]).toBe("string");
    expect(navMessages["nav.footer.qq"]).toBe("QQ online consult");
  });

  it("gives every item a unique id", () => {
    const ids = all(zh).map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
