// The payment port: open an order at a payment provider for one of our orders, then capture it once
// the buyer approved. Both calls carry our idempotency key, so a retry never charges twice.
// A failure of the provider (down, time-out, bad credentials, an answer we cannot read) is a value,
// never thrown, and carries no detail for the caller: the details go to the log only.

export interface ProviderOrderRequest {
  /** Our order id (all digits): sent to the provider as the invoice and custom id. */
  readonly orderId: string;
  readonly amountCents: number;
  readonly currency: "USD";
  readonly description: string;
}

export interface OpenedProviderOrder {
  readonly providerOrderId: string;
  /** Where the buyer approves the payment, when the provider needs that step. */
  readonly approveUrl?: string;
}

export type CaptureStatus = "completed" | "pending" | "declined";

export type ProviderResult<A> = { readonly ok: true; readonly value: A } | ProviderFailure;

export interface ProviderFailure {
  readonly ok: false;
  readonly failure: "provider-failed";
  readonly detail: string;
}

export interface WebhookDelivery {
  /** Request headers, names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The event as received (parsed JSON). */
  readonly event: unknown;
}

export interface PaymentProvider {
  /** "sandbox" or "paypal": stored with each provider order. */
  readonly name: string;
  /** True when no real money moves: every answer to the browser says so. */
  readonly sandbox: boolean;
  readonly createOrder: (
    order: ProviderOrderRequest,
    idempotencyKey: string,
  ) => Promise<ProviderResult<OpenedProviderOrder>>;
  readonly capture: (
    providerOrderId: string,
    idempotencyKey: string,
  ) => Promise<ProviderResult<CaptureStatus>>;
  /** Whether a webhook delivery really comes from the provider (false when it cannot be checked). */
  readonly verifyWebhook: (delivery: WebhookDelivery) => Promise<ProviderResult<boolean>>;
}

/** The provider's amount text: "2999.00" for 299900 cents (integer arithmetic, no float). */
export const centsToDecimal = (cents: number): string => {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  return `${whole}.${String(rest).padStart(2, "0")}`;
};
