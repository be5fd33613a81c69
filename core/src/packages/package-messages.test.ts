import { describe, expect, it } from "vitest";
import { PACKAGE_TIER_IDS } from "../constants/packages.ts";
import { packageMessages } from "./package-messages.ts";
import { packageTierLabel } from "./package-tiers.ts";
import { PAYMENT_METHODS, paymentMethodLabel } from "./payment-methods.ts";

describe("package messages", () => {
  it("names the tiers as spec §3 does", () => {
    expect(PACKAGE_TIER_IDS.map((id) => packageMessages[packageTierLabel(id)])).toEqual([
      "PRO",
      "Global",
      "Plus",
      "Luxury",
      "Deluxe",
    ]);
  });

  it("has text for every payment method and the term", () => {
    for (const m of PAYMENT_METHODS) expect(packageMessages[paymentMethodLabel(m)].length).toBeGreaterThan(0);
    expect(packageMessages["packages.term"]).toBe("1 year, billed in full at contract start");
  });
});
