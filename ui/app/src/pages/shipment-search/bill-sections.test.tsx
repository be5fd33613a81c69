// @vitest-environment jsdom
// Component test: a shipment's sections as a reader sees them (jsdom, real catalogues): the route in
// words and, where the World Port Index places both ports, on a map (or said why not); a US bill's
// coded fields explained and empty ones left out; a column or table the labels do not know still
// shown under its release name.
import { I18nProvider } from "@lingui/react";
import type { TradeRecord } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { consoleCatalog } from "../../i18n/console-catalog.ts";
import { BillLines } from "./bill-lines.tsx";
import { BillRoute } from "./bill-route.tsx";
import { BillVoyage } from "./bill-voyage.tsx";

const show = async (locale: Locale, node: ReactNode) => {
  const i18n = await createI18n(locale, async (l) => ({ messages: await consoleCatalog(l) }));
  render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
};
afterEach(cleanup);

const record: TradeRecord = {
  id: 7,
  dataset: "IMP_USA_BL_SEA",
  date: "2026-06-01",
  loadingPort: "CNQIN",
  loadingPortName: "Qingdao Gang",
  unloadingPort: "USLGB",
  unloadingPortName: "Long Beach",
  originCountry: "CN",
  destinationCountry: "US",
  containers: 1,
  hazmat: false,
};
const { unloadingPortName: _, ...withoutUnloadingName } = record;
const qingdao = { code: "CNQIN", name: "Qingdao Gang", country: "CN", latitude: 36.03, longitude: 120.27 };
const longBeach = { code: "USLGB", name: "Long Beach", country: "US", latitude: 33.77, longitude: -118.18 };

describe("the route", () => {
  it("says which port the index does not place instead of drawing", async () => {
    await show(
      "en",
      <BillRoute
        record={{ ...withoutUnloadingName, unloadingPort: "USZZZ" }}
        route={{ loading: qingdao }}
        locale="en"
      />,
    );
    const route = screen.getByRole("region", { name: "Route" });
    expect(within(route).getByText("China → United States")).toBeTruthy();
    expect(within(route).getByText("Qingdao Gang (CNQIN), China (36.03° N, 120.27° E)")).toBeTruthy();
    expect(within(route).getByText("USZZZ")).toBeTruthy();
    expect(within(route).getByText("No map: the port tables do not place USZZZ.")).toBeTruthy();
    expect(screen.queryByTestId("route-map")).toBeNull();
  });

  it("draws both ports and the line between them, in Russian words beside it", async () => {
    await show(
      "ru",
      <BillRoute record={record} route={{ loading: qingdao, unloading: longBeach }} locale="ru" />,
    );
    const route = screen.getByRole("region", { name: "Маршрут" });
    expect(
      within(route).getByText("Long Beach (USLGB), Соединенные Штаты (33,77° с. ш., 118,18° з. д.)"),
    ).toBeTruthy();
    const map = await screen.findByTestId("route-map");
    expect(map.getAttribute("aria-hidden")).toBe("true");
    expect([...map.querySelectorAll("text")].map((t) => t.textContent)).toEqual([
      "Qingdao Gang",
      "Long Beach",
    ]);
    const [land, line] = [...map.querySelectorAll("path")].map((p) => p.getAttribute("d") ?? "");
    expect(land?.length).toBeGreaterThan(1000);
    expect(line).toMatch(/^M[\d.-]+,[\d.-]+L/);
    expect(map.querySelector("style")).toBeNull();
  });
});

describe("a US bill's release data", () => {
  it("explains coded fields, names the flag and leaves out empty fields", async () => {
    const header = {
      vessel_country_code: "PA",
      record_status_indicator: "A",
      mode_of_transportation: "11",
      place_of_receipt: null,
      weight: 379.4,
      weight_unit: "Kilograms",
      secondary_notify_party_1: "ACME",
      secondary_notify_party_2: "",
      secondary_notify_party_3: "BETA",
    };
    await show(
      "zh",
      <BillVoyage header={header} billgen={{ bill_type_code: "H" }} record={record} locale="zh" />,
    );
    const voyage = screen.getByRole("region", { name: "航次与船舶" });
    const value = (term: string) => within(voyage).getByText(term).nextElementSibling?.textContent;
    expect(value("船舶国籍")).toBe("巴拿马");
    expect(value("记录状态")).toBe("已修改（后续申报作了更改） · A");
    expect(value("提单类型")).toBe("分提单（货代在主提单下签发的提单） · H");
    expect(value("运输方式")).toBe("船舶，集装箱 · 11");
    expect(value("重量")).toBe("379.4 千克");
    expect(value("其他通知方")).toBe("ACME; BETA");
    expect(within(voyage).queryByText("收货地")).toBeNull();
  });

  it("shows a column and a table the labels do not know under their release names", async () => {
    const tables = {
      container: [
        { container_number: "MSCU1", seal_number_1: "S1", seal_number_2: null, container_colour: "RED" },
      ],
      manifest_notes: [{ identifier: "X", note_text: "HANDLE WITH CARE" }],
    };
    await show("en", <BillLines tables={tables} locale="en" />);
    // The card and its scrolling table are both named by the section's heading.
    const [containers] = screen.getAllByRole("region", { name: "Containers" }) as [HTMLElement];
    const headers = within(containers)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Container number", "Seal number", "container colour"]);
    expect(within(containers).getByRole("cell", { name: "RED" })).toBeTruthy();
    const [other] = screen.getAllByRole("region", { name: "Other release data: manifest_notes" }) as [
      HTMLElement,
    ];
    expect(within(other).getByRole("columnheader", { name: "note text" })).toBeTruthy();
    expect(within(other).getByRole("cell", { name: "HANDLE WITH CARE" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Hazardous goods" })).toBeNull();
  });
});
