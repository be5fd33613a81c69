import { describe, expect, it } from "vitest";
import { flattenMenu } from "./flatten-menu.ts";
import { TEST_BASES, testSession } from "./nav-fixtures.ts";
import { buildNavigation } from "./navigation.ts";
import { utilitiesListQuery, utilitiesMenuItems, withUtilitiesRows } from "./utilities-list.ts";

const response = {
  code: 0,
  data: {
    rows: [
      { name: "Header row", info: { url: "https://tools.test/skip" } },
      { name: "Exchange rates", info: { url: "https://tools.test/rates" } },
      { name: "No link" },
      { name: "HS lookup", info: { url: "https://tools.test/hs" } },
      { info: { url: "https://tools.test/nameless" } },
    ],
  },
};

describe("the utilities list", () => {
  it("asks for list 265, page 1, limit 10, not descending", () => {
    expect(utilitiesListQuery()).toEqual({ id: "265", page: "1", limit: "10", desc: "false" });
  });

  it("skips the first row and turns each further row into a new-tab link", () => {
    expect(utilitiesMenuItems(response)).toEqual([
      {
        id: "tools.utilities.1",
        name: "nav.tools.utilities.row",
        text: "Exchange rates",
        path: "https://tools.test/rates",
        target: "_blank",
        hide: false,
        inside: false,
      },
      {
        id: "tools.utilities.3",
        name: "nav.tools.utilities.row",
        text: "HS lookup",
        path: "https://tools.test/hs",
        target: "_blank",
        hide: false,
        inside: false,
      },
    ]);
  });

  it("gives nothing for a failed response or no rows", () => {
    expect(utilitiesMenuItems({ ...response, code: 1 })).toEqual([]);
    expect(utilitiesMenuItems({ code: 0 })).toEqual([]);
    expect(
      utilitiesMenuItems({ code: 0, data: { rows: [{ name: "only", info: { url: "https://x" } }] } }),
    ).toEqual([]);
  });

  it("places the rows under the utilities entry, shown in Chinese and hidden otherwise", () => {
    const rows = utilitiesMenuItems(response);
    const withRows = (locale: "zh" | "en") =>
      flattenMenu(
        withUtilitiesRows(buildNavigation({ bases: TEST_BASES, session: testSession(), locale }), rows),
      ).filter((e) => e.id.startsWith("tools.utilities"));
    expect(withRows("zh")).toEqual([
      { id: "tools.utilities.1", href: "https://tools.test/rates" },
      { id: "tools.utilities.3", href: "https://tools.test/hs" },
    ]);
    expect(withRows("en")).toEqual([]);
  });
});
