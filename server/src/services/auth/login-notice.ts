// The mail that tells an account's owner about a run of wrong passwords (D159), in the
// language of the request that tripped it (the owner's own language is not stored), with nothing
// the sender typed in it.
import type { Locale } from "@portolan/core";
import type { MailMessage } from "../../ports/mailer.ts";

const TEXTS: Readonly<Record<Locale, { subject: string; text: (account: string) => string }>> = {
  zh: {
    subject: "您的 Portolan 账号有多次密码错误的登录尝试",
    text: (account) =>
      `您好：\n\n有人多次使用错误的密码尝试登录您的账号 ${account}。如果这是您本人，请忽略此邮件；否则建议您修改密码。您常用的设备登录不受影响。\n\nPortolan 团队`,
  },
  en: {
    subject: "Several wrong passwords were tried on your Portolan account",
    text: (account) =>
      `Hello,\n\nSomeone tried to sign in to your account ${account} several times with a wrong password. If this was you, ignore this mail; otherwise we suggest you change your password. Signing in from your usual devices is not affected.\n\nThe Portolan team`,
  },
  ru: {
    subject: "В ваш аккаунт Portolan несколько раз пытались войти с неверным паролем",
    text: (account) =>
      `Здравствуйте!\n\nКто-то несколько раз пытался войти в ваш аккаунт ${account} с неверным паролем. Если это были вы, проигнорируйте письмо; иначе советуем сменить пароль. Вход с ваших обычных устройств не затронут.\n\nКоманда Portolan`,
  },
};

export const loginNoticeMail = (to: string, account: string, locale: Locale): MailMessage => ({
  to,
  subject: TEXTS[locale].subject,
  text: TEXTS[locale].text(account),
});
