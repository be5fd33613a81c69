// The mail with the link to set a new password (issue 13), in the language the user was using.
import type { Locale } from "@portolan/core";
import type { MailMessage } from "../../ports/mailer.ts";

const TEXTS: Readonly<Record<Locale, { subject: string; text: (link: string, minutes: number) => string }>> =
  {
    zh: {
      subject: "设置新的 Portolan 密码",
      text: (link, minutes) =>
        `您好：\n\n请打开下面的链接设置新密码（${minutes} 分钟内有效，只能使用一次）：\n${link}\n\n设置后，您所有已登录的设备都需要重新登录。如果您没有申请，请忽略此邮件，您的密码不会改变。\n\nPortolan 团队`,
    },
    en: {
      subject: "Set a new Portolan password",
      text: (link, minutes) =>
        `Hello,\n\nOpen this link to set a new password (it works once, within ${minutes} minutes):\n${link}\n\nAfterwards every device signed in to your account must sign in again. If you did not ask for this, ignore this mail: your password does not change.\n\nThe Portolan team`,
    },
    ru: {
      subject: "Новый пароль для Portolan",
      text: (link, minutes) =>
        `Здравствуйте!\n\nОткройте ссылку, чтобы задать новый пароль (она действует один раз, ${minutes} минут):\n${link}\n\nПосле этого на всех устройствах нужно будет войти заново. Если вы ничего не запрашивали, проигнорируйте письмо: пароль не изменится.\n\nКоманда Portolan`,
    },
  };

export const passwordResetMail = (
  to: string,
  link: string,
  minutes: number,
  locale: Locale,
): MailMessage => ({
  to,
  subject: TEXTS[locale].subject,
  text: TEXTS[locale].text(link, minutes),
});
