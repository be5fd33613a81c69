import { describe, expect, it } from "vitest";
import { customerMessages } from "./customer-messages.ts";
import { customerOriginFilterLabel, customerOriginLabel } from "./customer-origin.ts";
import { customerStatusLabel } from "./customer-status.ts";

describe("customer messages", () => {
  it("has the spec's wording for every label the rules return", () => {
    const ids = [
      ...([0, 1, 2] as const).map(customerStatusLabel),
      ...([0, 1, 2, 3] as const).map(customerOriginFilterLabel),
      customerOriginLabel("others"),
    ];
    expect(ids.map((id) => customerMessages[id])).toEqual([
      "Public",
      "Private",
      "Cooperative",
      "External customers",
      "Trade information",
      "Global buyers",
      "Search",
      "Others",
    ]);
  });
});
