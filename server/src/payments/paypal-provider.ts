// The PayPal Orders v2 adapter (config.payments.kind === "paypal"): create an order with intent
// CAPTURE, capture it, and check webhook signatures through PayPal. Our idempotency key travels as
// PayPal-Request-Id, so a retried call gets PayPal's first answer. Answers are read defensively;
// anything unexpected is a provider failure whose detail goes to the log only.

import {
  type CaptureStatus,
  centsToDecimal,
  type OpenedProviderOrder,
  type PaymentProvider,
  type ProviderFailure,
  type ProviderResult,
} from "./payment-provider.ts";
import { field, type PaypalAnswer, type PaypalClientOptions, paypalClient } from "./paypal-client.ts";

export interface PaypalOptions extends PaypalClientOptions {
  readonly webhookId: string;
}

/** 422 issues that mean "this payment did not go through" rather than a fault on either side. */
export const DECLINING_ISSUES: readonly string[] = [
  "INSTRUMENT_DECLINED",
  "TRANSACTION_REFUSED",
  "ORDER_NOT_APPROVED",
  "PAYER_ACTION_REQUIRED",
  "PAYER_CANNOT_PAY",
  "MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED",
];

const failed = (what: string, answer?: PaypalAnswer): ProviderFailure => ({
  ok: false,
  failure: "provider-failed",
  detail:
    `${what}: ${answer === undefined ? "no answer" : `HTTP ${answer.status} ${String(field(answer.body, "name") ?? "")} ${issueOf(answer)}`}`.trim(),
});

const issueOf = (answer: PaypalAnswer): string => {
  const details = field(answer.body, "details");
  return Array.isArray(details) ? String(field(details[0], "issue") ?? "") : "";
};

const approveLink = (body: unknown): string | undefined => {
  const links = field(body, "links");
  if (!Array.isArray(links)) return undefined;
  const link = links.find((l) => field(l, "rel") === "approve" || field(l, "rel") === "payer-action");
  const href = field(link, "href");
  return typeof href === "string" ? href : undefined;
};

const captureStatusOf = (body: unknown): CaptureStatus | undefined => {
  const units = field(body, "purchase_units");
  const captures = Array.isArray(units) ? field(field(units[0], "payments"), "captures") : undefined;
  const status = Array.isArray(captures) ? field(captures[0], "status") : field(body, "status");
  if (status === "COMPLETED") return "completed";
  if (status === "PENDING") return "pending";
  if (status === "DECLINED" || status === "FAILED") return "declined";
  return undefined;
};

const guarded = async <A>(
  what: string,
  work: () => Promise<ProviderResult<A>>,
): Promise<ProviderResult<A>> => {
  try {
    return await work();
  } catch (error) {
    return { ok: false, failure: "provider-failed", detail: `${what}: ${(error as Error).name}` };
  }
};

export const paypalProvider = (options: PaypalOptions): PaymentProvider => {
  const client = paypalClient(options);
  const ordersPath = "/v2/checkout/orders";
  return {
    name: "paypal",
    sandbox: /sandbox/i.test(options.baseUrl),
    createOrder: (order, key) =>
      guarded<OpenedProviderOrder>("create order", async () => {
        const body = {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: order.orderId,
              custom_id: order.orderId,
              invoice_id: order.orderId,
              description: order.description,
              amount: { currency_code: order.currency, value: centsToDecimal(order.amountCents) },
            },
          ],
        };
        const answer = await client.call("POST", ordersPath, body, key);
        const id = field(answer.body, "id");
        if ((answer.status !== 200 && answer.status !== 201) || typeof id !== "string")
          return failed("create order", answer);
        const approveUrl = approveLink(answer.body);
        return {
          ok: true,
          value: approveUrl === undefined ? { providerOrderId: id } : { providerOrderId: id, approveUrl },
        };
      }),
    capture: (providerOrderId, key) =>
      guarded<CaptureStatus>("capture", async () => {
        const path = `${ordersPath}/${encodeURIComponent(providerOrderId)}`;
        const answer = await client.call("POST", `${path}/capture`, {}, key);
        if (answer.status === 200 || answer.status === 201) {
          const status = captureStatusOf(answer.body);
          return status === undefined ? failed("capture", answer) : { ok: true, value: status };
        }
        const issue = answer.status === 422 ? issueOf(answer) : "";
        if (DECLINING_ISSUES.includes(issue)) return { ok: true, value: "declined" };
        if (issue === "ORDER_ALREADY_CAPTURED") {
          const current = await client.call("GET", path, undefined);
          if (current.status === 200 && field(current.body, "status") === "COMPLETED")
            return { ok: true, value: "completed" };
        }
        return failed("capture", answer);
      }),
    verifyWebhook: (delivery) =>
      guarded<boolean>("verify webhook", async () => {
        const h = delivery.headers;
        const body = {
          auth_algo: h["paypal-auth-algo"],
          cert_url: h["paypal-cert-url"],
          transmission_id: h["paypal-transmission-id"],
          transmission_sig: h["paypal-transmission-sig"],
          transmission_time: h["paypal-transmission-time"],
          webhook_id: options.webhookId,
          webhook_event: delivery.event,
        };
        if (Object.values(body).some((v) => v === undefined || v === "")) return { ok: true, value: false };
        const answer = await client.call("POST", "/v1/notifications/verify-webhook-signature", body);
        if (answer.status === 200)
          return { ok: true, value: field(answer.body, "verification_status") === "SUCCESS" };
        if (answer.status === 400 || answer.status === 422) return { ok: true, value: false };
        return failed("verify webhook", answer);
      }),
  };
};
