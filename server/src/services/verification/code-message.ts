// The mail and the text message that carry a verification code, in the caller's language.

import type { Locale } from "@portolan/core";
import type { MailMessage } from "../../ports/mailer.ts";
import { CODE_TTL_MS } from "./verification-policy.ts";

const MINUTES = CODE_TTL_MS / 60_000;

const SUBJECT: Readonly<Record<Locale, string>> = {
  zh: "Portolan 验证码",
  en: "Your Portolan verification code",
  ru: "Ваш код подтверждения Portolan",
};

const BODY: Readonly<Record<Locale, (code: string) => string>> = {
  zh: (code) =>
    `您的验证码是：${code}\n\n验证码 ${MINUTES} 分钟内有效，仅可使用一次。如果这不是您本人的操作，请忽略此邮件。`,
  en: (code) =>
    `Your verification code is: ${code}\n\nIt is valid for ${MINUTES} minutes and can be used once. If you did not ask for it, you can ignore this message.`,
  ru: (code) =>
    `Ваш код подтверждения: ${code}\n\nКод действителен ${MINUTES} минут и может быть использован один раз. Если вы его не запрашивали, просто проигнорируйте это письмо.`,
};

const SMS: Readonly<Record<Locale, (code: string) => string>> = {
  zh: (code) => `【Portolan】您的验证码是 ${code}，${MINUTES} 分钟内有效。`,
  en: (code) => `Portolan: your verification code is ${code}. Valid for ${MINUTES} minutes.`,
  ru: (code) => `Portolan: ваш код подтверждения ${code}. Действителен ${MINUTES} минут.`,
};

export const codeMail = (to: string, code: string, locale: Locale): MailMessage => ({
  to,
  subject: SUBJECT[locale],
  text: BODY[locale](code),
});

export const codeText = (code: string, locale: Locale): string => SMS[locale](code);

const REGISTERED: Readonly<Record<Locale, { subject: string; text: string }>> = {
  zh: {
    subject: "您的邮箱已注册 Portolan 账号",
    text: "您好：\n\n有人使用此邮箱申请注册 Portolan。该邮箱已有账号，无需再次注册：请直接登录；如忘记密码，可在登录页点击“忘记密码？”。如果这不是您本人的操作，请忽略此邮件。\n\nPortolan 团队",
  },
  en: {
    subject: "You already have a Portolan account",
    text: 'Hello,\n\nSomeone asked to register at Portolan with this address. It has an account already, so there is nothing to register: sign in, or use "Forgot your password?" on the login page. If this was not you, ignore this mail.\n\nThe Portolan team',
  },
  ru: {
    subject: "У вас уже есть аккаунт Portolan",
    text: "Здравствуйте!\n\nКто-то запросил регистрацию в Portolan с этим адресом. Для него уже есть аккаунт, регистрироваться не нужно: войдите или нажмите «Забыли пароль?» на странице входа. Если это были не вы, проигнорируйте письмо.\n\nКоманда Portolan",
  },
};

/** Sent instead of a registration code to an address that has an account (no code, nothing disclosed). */
export const alreadyRegisteredMail = (to: string, locale: Locale): MailMessage => ({
  to,
  subject: REGISTERED[locale].subject,
  text: REGISTERED[locale].text,
});
