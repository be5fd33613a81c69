// The payment methods of core (spec §9) in Chinese.
import { PAYMENT_METHODS, type PaymentMethod } from "@portolan/core";

export const PAYMENT_ZH: Readonly<Record<PaymentMethod, string>> = {
  PROVIDER_ACCOUNT: "在线支付平台账户",
  CARD: "信用卡或借记卡",
  BANK_TRANSFER_INTERNATIONAL: "国际银行电汇",
  BANK_TRANSFER_HONG_KONG: "香港银行转账",
  BANK_TRANSFER_MAINLAND_CHINA: "中国大陆银行转账",
};

/** "在线支付平台账户、信用卡或借记卡、…" */
export const paymentMethodsZh = (): string => PAYMENT_METHODS.map((m) => PAYMENT_ZH[m]).join("、");
