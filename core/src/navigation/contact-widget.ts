// The floating contact widget (spec §2.6): a phone line, a QQ number and a WeChat QR code. Their
// values are not in the spec (§9): they are configuration, and an entry without a value is left out.

import type { NavMessageId } from "./nav-messages.ts";

export interface ContactConfig {
  readonly phone?: string;
  readonly qq?: string;
  /** Image address of the WeChat QR code. */
  readonly wechatQrSrc?: string;
}

export type ContactEntry =
  | { readonly kind: "phone"; readonly name: NavMessageId; readonly value: string; readonly href: string }
  | { readonly kind: "qq"; readonly name: NavMessageId; readonly value: string; readonly href: string }
  | { readonly kind: "wechat"; readonly name: NavMessageId; readonly src: string };

/** QQ's online-consult link for a QQ number (also the footer's QQ link). */
export const qqConsultHref = (qq: string): string =>
  `https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(qq)}&site=qq&menu=yes`;

/** A tel: link keeps only digits and a leading plus. */
export const telHref = (phone: string): string =>
  `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

export const buildContactWidget = (config: ContactConfig): readonly ContactEntry[] => [
  ...(config.phone
    ? [
        {
          kind: "phone",
          name: "nav.contact.phone",
          value: config.phone,
          href: telHref(config.phone),
        } as const,
      ]
    : []),
  ...(config.qq
    ? [{ kind: "qq", name: "nav.contact.qq", value: config.qq, href: qqConsultHref(config.qq) } as const]
    : []),
  ...(config.wechatQrSrc
    ? [{ kind: "wechat", name: "nav.contact.wechat", src: config.wechatQrSrc } as const]
    : []),
];
