import { describe, expect, it } from "vitest";
import {
  isOnlinePayment,
  isPaymentMethod,
  PAYMENT_METHODS,
  paymentMethodLabel,
  refundNotice,
} from "./payment-methods.ts";

describe("payment methods (spec §9)", () => {
  it("offers a provider account or cards, and bank transfer international, Hong Kong or mainland China", () => {
    expect(PAYMENT_METHODS.map((m) => [m, paymentMethodLabel(m), isOnlinePayment(m)])).toEqual([
      ["PROVIDER_ACCOUNT", "packages.payment.providerAccount", true],
      ["CARD", "packages.payment.card", true],
      ["BANK_TRANSFER_INTERNATIONAL", "packages.payment.bankInternational", false],
      ["BANK_TRANSFER_HONG_KONG", "packages.payment.bankHongKong", false],
      ["BANK_TRANSFER_MAINLAND_CHINA", "packages.payment.bankMainlandChina", false],
    ]);
    expect(isPaymentMethod("CARD")).toBe(true);
    expect(isPaymentMethod("CASH")).toBe(false);
  });

  it("shows the non-refundable notice only where the offer says so", () => {
    expect(refundNotice({ nonRefundable: true })).toBe("packages.nonRefundable");
    expect(refundNotice({ nonRefundable: false })).toBeUndefined();
  });
});
