// The invoice's words in the buyer's language (issue 29 item 12): the language the order was placed
// in. Dates stay yyyy-MM-dd (spec §9) in every language.
import type { Locale, PackageTierId } from "@portolan/core";

export type InvoicePaidBy = "bank-transfer" | "sandbox" | "paypal" | "online";

export interface InvoiceWords {
  /** The document's title in a PDF viewer: "Invoice PTL-…". */
  readonly document: string;
  readonly title: string;
  /** Between a label and its value. */
  readonly colon: string;
  readonly number: string;
  readonly issued: string;
  readonly order: string;
  readonly seller: string;
  readonly buyer: string;
  readonly account: string;
  readonly email: string;
  readonly item: string;
  readonly itemLine: (tier: string) => string;
  readonly term: (from: string, to: string) => string;
  readonly amount: string;
  readonly paidBy: (method: string, on: string) => string;
  readonly methods: Readonly<Record<InvoicePaidBy, string>>;
  readonly tiers: Readonly<Record<PackageTierId, string>>;
  readonly closing: string;
}

export const INVOICE_WORDS: Readonly<Record<Locale, InvoiceWords>> = {
  en: {
    document: "Invoice",
    title: "INVOICE",
    colon: ": ",
    number: "Invoice number",
    issued: "Date of issue",
    order: "Order",
    seller: "Seller",
    buyer: "Buyer",
    account: "Account",
    email: "Email",
    item: "Item",
    itemLine: (tier) => `${tier} data package, 1 year`,
    term: (from, to) => `Term: ${from} to ${to}`,
    amount: "Amount",
    paidBy: (method, on) => `Paid by: ${method}, on ${on}`,
    methods: {
      "bank-transfer": "bank transfer",
      sandbox: "test payment (sandbox, no money moved)",
      paypal: "PayPal or card",
      online: "online payment",
    },
    tiers: { PRO: "PRO", GLOBAL: "Global", PLUS: "Plus", LUXURY: "Luxury", DELUXE: "Deluxe" },
    closing: "Billed in full at contract start. Thank you for your business.",
  },
  zh: {
    document: "发票",
    title: "发票",
    colon: "：",
    number: "发票号",
    issued: "开具日期",
    order: "订单号",
    seller: "卖方",
    buyer: "买方",
    account: "账号",
    email: "邮箱",
    item: "项目",
    itemLine: (tier) => `${tier} 数据套餐（1 年）`,
    term: (from, to) => `服务期：${from} 至 ${to}`,
    amount: "金额",
    paidBy: (method, on) => `付款方式：${method}，付款日期 ${on}`,
    methods: {
      "bank-transfer": "银行转账",
      sandbox: "测试支付（沙箱，未实际扣款）",
      paypal: "PayPal 或银行卡",
      online: "在线支付",
    },
    tiers: { PRO: "PRO", GLOBAL: "全球版", PLUS: "全球增强版", LUXURY: "全球豪华版", DELUXE: "全球至尊版" },
    closing: "合同开始时一次性全额计费。感谢您的惠顾。",
  },
  ru: {
    document: "Счёт",
    title: "СЧЁТ",
    colon: ": ",
    number: "Номер счёта",
    issued: "Дата выставления",
    order: "Заказ",
    seller: "Продавец",
    buyer: "Покупатель",
    account: "Учётная запись",
    email: "Эл. почта",
    item: "Позиция",
    itemLine: (tier) => `Пакет данных ${tier}, 1 год`,
    term: (from, to) => `Срок: с ${from} по ${to}`,
    amount: "Сумма",
    paidBy: (method, on) => `Способ оплаты: ${method}, ${on}`,
    methods: {
      "bank-transfer": "банковский перевод",
      sandbox: "тестовая оплата (песочница, без списания)",
      paypal: "PayPal или карта",
      online: "онлайн-оплата",
    },
    tiers: { PRO: "PRO", GLOBAL: "Global", PLUS: "Plus", LUXURY: "Luxury", DELUXE: "Deluxe" },
    closing: "Оплата полностью при начале действия договора. Спасибо, что выбрали нас.",
  },
};
