// The invoice PDF of a paid order (issue 13) through the real HTTP stack: its own account gets a PDF
// naming the invoice number, package, term, amount and method; anyone else, an unpaid order and no
// session get the same 404; in the language the order was placed in, every name as written (issue 29
// item 12), its text read back as a PDF viewer reads it.
import { invoicePath } from "@portolan/contracts";
import { isoDateOf } from "@portolan/core";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../../testing/test-server.ts";
import { DEMO_PAYER, json, signedInClient } from "../commerce-test-kit.ts";
import { printable } from "./invoice-pdf.ts";
import { pdfText } from "./pdf-text-kit.ts";

let server: TestServer;
let buyer: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await signedInClient(server);
});
afterAll(async () => server.stop());

const placeAndPay = async (tierId: string, language = "en", by: TestClient = buyer) => {
  const k = () => `inv-${Math.random()}`;
  const headers = { "Idempotency-Key": k(), "accept-language": language };
  const order = (await json(await by.post("/pay/payment", { tierId }, "json", headers))).data;
  const opened = (
    await json(await by.post("/public/paypal", { orderId: order.id }, "json", { "Idempotency-Key": k() }))
  ).data;
  await by.post(
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
    const text = await pdfText(bytes);
    for (const line of [
      `Invoice number: ${number}`,
      "PRO data package, 1 year",
      "Amount: 899.00 USD",
      "Paid by: test payment (sandbox, no money moved), on ",
    ])
      expect(text).toContain(line);
  });

  let named = 0;
  /** A buyer with this name, made through the accounts port (the demo payer's password and rights). */
  const namedBuyer = async (firstName: string, lastName: string) => {
    const payer = await server.deps.storage.accounts.findByLogin(DEMO_PAYER.login);
    if (payer === undefined) throw new Error("the demo payment account is seeded");
    const { id: _id, lastLoginAt: _last, ...fields } = payer;
    named += 1;
    const email = `named-buyer-${named}@example.test`;
    const made = await server.deps.storage.accounts.create({
      ...fields,
      account: `namedbuyer${named}`,
      email,
      firstName,
      lastName,
    });
    if (!made.ok) throw new Error(`named buyer refused: ${made.conflict}`);
    return { client: (await signIn(server, email)).client, email };
  };

  it.each([
    [
      "ru",
      "Иван",
      "Покупателев",
      ["СЧЁТ", "Номер счёта: ", "Пакет данных Plus, 1 год", "Сумма: 2999.00 USD"],
    ],
    ["zh", "伟", "张", ["发票", "发票号：", "全球增强版 数据套餐（1 年）", "金额：2999.00 USD"]],
    ["en", "Olga", "Smirnova-Łukasz", ["INVOICE", "Invoice number: ", "Plus data package, 1 year"]],
  ] as const)(
    "is in the order's language (%s) and names the buyer as written",
    async (language, first, last, lines) => {
      const named = await namedBuyer(first, last);
      const order = await placeAndPay("PLUS", language, named.client);
      const response = await named.client.get(invoicePath(order.id));
      const bytes = new Uint8Array(await response.arrayBuffer());
      const text = await pdfText(bytes);
      // As the buyer writes it: a Chinese name family name first (core's personName).
      const written = language === "zh" ? `${last}${first}` : `${first} ${last}`;
      for (const line of [...lines, written, named.email]) expect(text).toContain(line);
      // Only the glyphs used are embedded: far below the font's 8 MB.
      expect(bytes.length).toBeLessThan(200_000);
    },
  );

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

  it("keeps every letter of a name, tidying only spaces and control characters", () => {
    expect(printable("Wen Li 李文")).toBe("Wen Li 李文");
    expect(printable("Ольга  Smirnova")).toBe("Ольга Smirnova");
    expect(printable("José\tMüller\n")).toBe("José Müller");
  });
});
