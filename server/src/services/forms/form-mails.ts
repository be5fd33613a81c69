// The mails a form submission sends: a notification to the sales address (English, every field),
// and a confirmation to the person who wrote, in their language.

import type { Locale } from "@portolan/core";
import type { FormKind, StoredSubmission } from "../../accounts/forms/forms-port.ts";
import type { MailMessage } from "../../ports/mailer.ts";

/** A header line never carries a line break from what a user typed. */
const oneLine = (text: string): string => text.replace(/[\r\n]+/g, " ").trim();

const TITLES: Readonly<Record<FormKind, string>> = {
  demo: "Demo request",
  contact: "Contact message",
  "credit-enquiry": "Credit report enquiry",
  "debt-claim": "International claim placement",
};

/** Nested data as "a.b: value" lines, in the order of its keys. */
export const fieldLines = (value: unknown, prefix = ""): string[] => {
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, v]) => fieldLines(v, prefix ? `${prefix}.${key}` : key));
  return [`${prefix}: ${String(value)}`];
};

export const salesNotification = (to: string, s: StoredSubmission, from: string): MailMessage => ({
  to,
  subject: oneLine(`[Portolan] ${TITLES[s.kind]} #${s.id}${from ? ` from ${from}` : ""}`).slice(0, 200),
  text: [
    `${TITLES[s.kind]} #${s.id}`,
    `Received: ${new Date(s.createdAt).toISOString()}`,
    `Language: ${s.locale}`,
    `IP address: ${s.ip}`,
    "",
    ...fieldLines(s.payload),
  ].join("\n"),
});

type Confirmation = Readonly<
  Record<Locale, { subject: string; text: (name: string, about: string) => string }>
>;

const DEMO: Confirmation = {
  zh: {
    subject: "我们已收到您的演示申请",
    text: (name) =>
      `${name}，您好：\n\n感谢您申请 Portolan 产品演示。我们的顾问会尽快与您联系。\n\nPortolan 团队`,
  },
  en: {
    subject: "We have received your demo request",
    text: (name) =>
      `Dear ${name},\n\nThank you for requesting a Portolan demo. One of our consultants will contact you shortly.\n\nThe Portolan team`,
  },
  ru: {
    subject: "Мы получили вашу заявку на демонстрацию",
    text: (name) =>
      `Здравствуйте, ${name}!\n\nСпасибо за заявку на демонстрацию Portolan. Наш консультант свяжется с вами в ближайшее время.\n\nКоманда Portolan`,
  },
};

const CONTACT: Confirmation = {
  zh: {
    subject: "我们已收到您的留言",
    text: (name, about) =>
      `${name}，您好：\n\n感谢您联系 Portolan。我们已收到您关于“${about}”的留言，会尽快回复。\n\nPortolan 团队`,
  },
  en: {
    subject: "We have received your message",
    text: (name, about) =>
      `Dear ${name},\n\nThank you for contacting Portolan. We have received your message about "${about}" and will reply soon.\n\nThe Portolan team`,
  },
  ru: {
    subject: "Мы получили ваше сообщение",
    text: (name, about) =>
      `Здравствуйте, ${name}!\n\nСпасибо, что написали в Portolan. Мы получили ваше сообщение на тему «${about}» и скоро ответим.\n\nКоманда Portolan`,
  },
};

// No name and no debtor: the address is unchecked, so the mail carries nothing its sender typed.
const DEBT_CLAIM: Confirmation = {
  zh: {
    subject: "我们已收到您的国际债务追收委托",
    text: () =>
      "您好：\n\n您已成功提交国际债务追收委托。我们的团队会审核并尽快与您联系。如果这不是您本人提交的，请忽略此邮件。\n\nPortolan 团队",
  },
  en: {
    subject: "We have received your International Claim Placement",
    text: () =>
      "Hello,\n\nYou have sent the International Claim Placement form successfully. Our team will review it and contact you shortly. If you did not send it, please ignore this mail.\n\nThe Portolan team",
  },
  ru: {
    subject: "Мы получили вашу заявку на взыскание долга",
    text: () =>
      "Здравствуйте!\n\nВы успешно отправили заявку на международное взыскание долга. Наша команда рассмотрит её и свяжется с вами. Если вы её не отправляли, просто проигнорируйте это письмо.\n\nКоманда Portolan",
  },
};

const CONFIRMATIONS = { demo: DEMO, contact: CONTACT, "debt-claim": DEBT_CLAIM } as const;

export type ConfirmedKind = keyof typeof CONFIRMATIONS;

export const confirmationMail = (
  kind: ConfirmedKind,
  locale: Locale,
  to: string,
  name = "",
  about = "",
): MailMessage => {
  const { subject, text } = CONFIRMATIONS[kind][locale];
  return { to: oneLine(to), subject, text: text(name, about) };
};
