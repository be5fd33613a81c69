// The mails about an order (issue 13 "Receipts"): the confirmation when it is placed and the receipt
// when it is paid, in the language the buyer ordered in, with the seller, buyer, package, term,
// amount, currency and payment method. Dates yyyy-MM-dd (spec §9).
import { isoDateOf, type Locale, type PackageTierId } from "@portolan/core";
import type { MailMessage } from "../../../ports/mailer.ts";

export type PaidBy = "card" | "bankTransfer" | "sandbox";

export interface OrderFacts {
  readonly orderId: string;
  readonly tierId: PackageTierId;
  readonly amount: string;
  readonly currency: string;
  readonly buyer: string;
  readonly seller: string;
}

const TIER: Readonly<Record<Locale, Readonly<Record<PackageTierId, string>>>> = {
  zh: { PRO: "PRO", GLOBAL: "全球版", PLUS: "全球增强版", LUXURY: "全球豪华版", DELUXE: "全球至尊版" },
  en: { PRO: "PRO", GLOBAL: "Global", PLUS: "Plus", LUXURY: "Luxury", DELUXE: "Deluxe" },
  ru: { PRO: "PRO", GLOBAL: "Global", PLUS: "Plus", LUXURY: "Luxury", DELUXE: "Deluxe" },
};
const PAID_BY: Readonly<Record<Locale, Readonly<Record<PaidBy, string>>>> = {
  zh: { card: "在线支付", bankTransfer: "银行转账", sandbox: "测试支付（未实际扣款）" },
  en: { card: "online payment", bankTransfer: "bank transfer", sandbox: "test payment (no money moved)" },
  ru: {
    card: "онлайн-оплата",
    bankTransfer: "банковский перевод",
    sandbox: "тестовая оплата (без списания)",
  },
};

const lines = (rows: readonly (readonly [string, string])[]) => rows.map(([k, v]) => `${k}: ${v}`).join("\n");

export const orderConfirmationMail = (
  to: string,
  o: OrderFacts,
  payBefore: number,
  payLink: string,
  locale: Locale,
): MailMessage => {
  const tier = TIER[locale][o.tierId];
  const due = isoDateOf(payBefore);
  if (locale === "zh")
    return {
      to,
      subject: `订单确认 ${o.orderId}：${tier} 数据套餐`,
      text: `您好：\n\n我们已收到您的订单。\n\n${lines([
        ["订单号", o.orderId],
        ["套餐", `${tier}（1 年）`],
        ["金额", `${o.amount} ${o.currency}`],
        ["买方", o.buyer],
        ["卖方", o.seller],
        ["付款截止", due],
      ])}\n\n请在截止日期前付款（在线支付或银行转账）：${payLink}\n逾期未付款的订单将失效。\n\nPortolan 团队`,
    };
  if (locale === "ru")
    return {
      to,
      subject: `Подтверждение заказа ${o.orderId}: пакет ${tier}`,
      text: `Здравствуйте!\n\nМы получили ваш заказ.\n\n${lines([
        ["Заказ", o.orderId],
        ["Пакет", `${tier} (1 год)`],
        ["Сумма", `${o.amount} ${o.currency}`],
        ["Покупатель", o.buyer],
        ["Продавец", o.seller],
        ["Оплатить до", due],
      ])}\n\nОплатите до этой даты (онлайн или банковским переводом): ${payLink}\nНеоплаченный заказ после неё становится недействительным.\n\nКоманда Portolan`,
    };
  return {
    to,
    subject: `Order confirmation ${o.orderId}: ${tier} data package`,
    text: `Hello,\n\nWe have received your order.\n\n${lines([
      ["Order", o.orderId],
      ["Package", `${tier} (1 year)`],
      ["Amount", `${o.amount} ${o.currency}`],
      ["Buyer", o.buyer],
      ["Seller", o.seller],
      ["Pay before", due],
    ])}\n\nPay before that date, online or by bank transfer: ${payLink}\nAn order not paid by then is no longer valid.\n\nThe Portolan team`,
  };
};

export const paymentReceiptMail = (
  to: string,
  o: OrderFacts,
  term: { readonly startsAt: number; readonly expiresAt: number },
  paidAt: number,
  paidBy: PaidBy,
  locale: Locale,
): MailMessage => {
  const tier = TIER[locale][o.tierId];
  const method = PAID_BY[locale][paidBy];
  const from = isoDateOf(term.startsAt);
  const until = isoDateOf(term.expiresAt);
  const paid = isoDateOf(paidAt);
  if (locale === "zh")
    return {
      to,
      subject: `付款收据 ${o.orderId}：${tier} 数据套餐`,
      text: `您好：\n\n我们已收到您的付款，套餐已生效。\n\n${lines([
        ["订单号", o.orderId],
        ["套餐", tier],
        ["有效期", `${from} 至 ${until}`],
        ["金额", `${o.amount} ${o.currency}`],
        ["付款方式", method],
        ["付款日期", paid],
        ["买方", o.buyer],
        ["卖方", o.seller],
      ])}\n\n发票可在控制台的“费用”页面查看。\n\nPortolan 团队`,
    };
  if (locale === "ru")
    return {
      to,
      subject: `Квитанция об оплате ${o.orderId}: пакет ${tier}`,
      text: `Здравствуйте!\n\nМы получили оплату, пакет уже действует.\n\n${lines([
        ["Заказ", o.orderId],
        ["Пакет", tier],
        ["Срок", `${from} — ${until}`],
        ["Сумма", `${o.amount} ${o.currency}`],
        ["Способ оплаты", method],
        ["Дата оплаты", paid],
        ["Покупатель", o.buyer],
        ["Продавец", o.seller],
      ])}\n\nСчёт доступен на странице «Расходы» в консоли.\n\nКоманда Portolan`,
    };
  return {
    to,
    subject: `Payment receipt ${o.orderId}: ${tier} data package`,
    text: `Hello,\n\nWe have received your payment and your package is active.\n\n${lines([
      ["Order", o.orderId],
      ["Package", tier],
      ["Term", `${from} to ${until}`],
      ["Amount", `${o.amount} ${o.currency}`],
      ["Paid by", method],
      ["Paid on", paid],
      ["Buyer", o.buyer],
      ["Seller", o.seller],
    ])}\n\nThe invoice is on the Cost page of your console.\n\nThe Portolan team`,
  };
};
