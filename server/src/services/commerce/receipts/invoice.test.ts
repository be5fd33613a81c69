// The invoice PDF of a paid order (issue 13) through the real HTTP stack: its own account gets a PDF
// naming the invoice number, package, term, amount and method; anyone else, an unpaid order and no
// session get the same 404; names the standard fonts cannot draw are left out, not broken.
import { inflateSync } from "node:zlib";
import { invoicePath } from "@portolan/contracts";
import { isoDateOf } from "@portolan/core";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../../testing/test-server.ts";
import { json, signedInClient } from "../commerce-test-kit.ts";
import { printable } from "./invoice-pdf.ts";

let server: TestServer;
let buyer: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await signedInClient(server);
});
afterAll(async () => server.stop());

/** The text the PDF draws: pdf-lib writes standard-font text as hex strings in Flate content streams. */
const hexOf = (text: string) => Buffer.from(text, "latin1").toString("hex").toUpperCase();
const contentOf = (bytes: Uint8Array): string => {
  const raw = Buffer.from(bytes);
  const parts: string[] = [];
  let at = raw.indexOf("stream");
  while (at !== -1) {
    const start = raw[at + 6] === 0x0d ? at + 8 : at + 7;
    const end = raw.indexOf("endstream", start);
    try {
      parts.push(inflateSync(raw.subarray(start, end)).toString("latin1"));
    } catch {
      // not a compressed stream
    }
    at = raw.indexOf("stream", end + 9);
  }
  return parts.join("\n");
};

const placeAndPay = async (tierId: string) => {
  const k = () => `inv-${Math.random()}`;
  const order = (await json(await buyer.post("/pay/payment", { tierId }, "json", { "Idempotency-Key": k() })))
    .data;
  const opened = (
    await json(await buyer.post("/public/paypal", { orderId: order.id }, "json", { "Idempotency-Key": k() }))
  ).data;
  await buyer.post(
    "/public/paypal/capture",
    { orderId: order.id, providerOrderId: opened.providerOrderId },
    "json",
    {
      "Idempotency-Key": k(),
    },
  );
  return order as { id: string };
};

describe("the invoice", () => {
  it("is a PDF of the paid order for its own account", async () => {
    const order = await placeAndPay("PRO");
    const response = await buyer.get(invoicePath(order.id));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const doc = await PDFDocument.load(bytes);
    const number = `PTL-${isoDateOf(server.clock.now()).slice(0, 4)}-${order.id}`;
    expect(doc.getTitle()).toBe(`Invoice ${number}`);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${number}.pdf"`);
    const raw = contentOf(bytes);
    for (const text of [
      `Invoice number: ${number}`,
      "PRO data package, 1 year",
      "Amount: 899.00 USD",
      "Paid by: test payment (sandbox, no money moved)",
    ])
      expect(raw).toContain(hexOf(text));
  });

  it("answers the same 404 to another account, for an unpaid order and without a session", async () => {
    const order = await placeAndPay("GLOBAL");
    const other = (await signIn(server, "main@demo.portolan.test")).client;
    const unpaid = (
      await json(await buyer.post("/pay/payment", { tierId: "PLUS" }, "json", { "Idempotency-Key": "inv-u" }))
    ).data;
    for (const [client, id] of [
      [other, order.id],
      [buyer, unpaid.id],
      [server.client(), order.id],
    ] as const) {
      const response = await client.get(invoicePath(id));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 30001 });
    }
  });

  it("leaves out what the standard fonts cannot draw", () => {
    expect(printable("Wen Li 李文")).toBe("Wen Li");
    expect(printable("Ольга  Smirnova")).toBe("Smirnova");
    expect(printable("José Müller")).toBe("José Müller");
  });
});
