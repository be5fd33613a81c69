import { describe, expect, it } from "vitest";
import { forwarderReasons, isMainForwarder, MAIN_FORWARDERS } from "./forwarders.ts";

const none = { receiverFor: 0, partners: 0, count: 1 };

describe("forwarders", () => {
  it.each([
    "KUEHNE + NAGEL INC",
    "KUEHNE & NAGEL INC.",
    "EXPEDITORS INTERNATIONAL OF WASHINGTON INC",
    "C.H. ROBINSON INTERNATIONAL INC",
    "DHL GLOBAL FORWARDING (USA) INC",
    "DSV AIR & SEA INC",
    "O.E.C. GROUP INC",
    "Schenker, Inc.",
  ])("knows %j", (name) => {
    expect(isMainForwarder(name)).toBe(true);
  });

  it("does not take a buyer for one", () => {
    expect(isMainForwarder("DSVX TRADING")).toBe(false);
    expect(
      forwarderReasons("SEVEN OAKS FURNITURE INC", { receiverFor: 1, partners: 30, count: 200 }),
    ).toEqual([]);
  });

  it("gives each sign as a reason", () => {
    expect(forwarderReasons("PACIFIC STAR FREIGHT SYSTEMS", none)).toEqual(["logistics-word"]);
    expect(forwarderReasons("深圳华信物流有限公司", none)).toEqual(["logistics-word"]);
    expect(forwarderReasons("JAGUAR SERVICES INC", { ...none, receiverFor: 2 })).toEqual([
      "receives-for-others",
    ]);
    expect(forwarderReasons("JAGUAR SERVICES INC", { receiverFor: 0, partners: 45, count: 60 })).toEqual([
      "many-shippers",
    ]);
    expect(forwarderReasons("WALMART INC", { receiverFor: 0, partners: 45, count: 5000 })).toEqual([]);
    expect(forwarderReasons("APEX LOGISTICS INTERNATIONAL INC", none)).toEqual([
      "main-forwarder",
      "logistics-word",
    ]);
  });

  it("lists each name once, folded", () => {
    expect(new Set(MAIN_FORWARDERS).size).toBe(MAIN_FORWARDERS.length);
    for (const n of MAIN_FORWARDERS) expect(n).toMatch(/^[a-z0-9 ]+$/);
  });
});
