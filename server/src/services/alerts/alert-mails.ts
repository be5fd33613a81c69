// The alert mails (issue 16) in the language of the console that set the tracking (D233): one per
// alert for an instant item, one digest a day for the daily ones; each names what was tracked, how
// many shipments are new, the link to them and the one-click unsubscribe link.
import type { Locale } from "@portolan/core";
import { parseQueryString } from "@portolan/core";
import type { NewMail } from "../../accounts/alerts/alerts-port.ts";

export interface AlertLine {
  readonly kind: "company" | "search";
  readonly name: string;
  readonly shipments: number;
  readonly exact: boolean;
  /** Absolute: the new shipments on the search screen. */
  readonly link: string;
  /** Absolute: stops alerts for the item. */
  readonly unsubscribe: string;
}

/** Russian plural forms: one, few, many. */
const ruForm = (n: number, forms: readonly [string, string, string]): string => {
  const d = n % 10;
  const h = n % 100;
  if (d === 1 && h !== 11) return forms[0];
  if (d >= 2 && d <= 4 && (h < 12 || h > 14)) return forms[1];
  return forms[2];
};

const count = (n: number, exact: boolean, locale: Locale): string => {
  const about = exact ? "" : { zh: "约 ", en: "about ", ru: "около " }[locale];
  if (locale === "zh") return `${about}${n} 条新货运记录`;
  if (locale === "ru")
    return `${about}${n} ${ruForm(n, ["новая поставка", "новые поставки", "новых поставок"])}`;
  return `${about}${n} new ${n === 1 ? "shipment" : "shipments"}`;
};

/** A search described by its words, HS code, countries and ports (codes), then its data sets. */
const label = (line: AlertLine): string => {
  if (line.kind === "company") return line.name;
  const p = parseQueryString(line.name);
  const parts = [
    p.keyword === undefined ? undefined : `«${p.keyword}»`,
    p.hs === undefined ? undefined : `HS ${p.hs}`,
    p.origin === undefined ? undefined : `${p.origin} →`,
    p.destination === undefined ? undefined : `→ ${p.destination}`,
    p.port,
  ].filter((x): x is string => x !== undefined);
  const sets = p.datasets ?? "";
  return parts.length === 0 ? sets : `${parts.join(" · ")} (${sets})`;
};

const WORDS: Readonly<
  Record<Locale, { company: string; search: string; open: string; stop: string; hello: string; bye: string }>
> = {
  zh: {
    company: "跟踪的公司",
    search: "跟踪的搜索",
    open: "查看新记录",
    stop: "不再接收此项提醒",
    hello: "您好：\n\n您跟踪的内容有新的货运记录：",
    bye: "Portolan 团队",
  },
  en: {
    company: "Tracked company",
    search: "Tracked search",
    open: "See them",
    stop: "Stop these alerts",
    hello: "Hello,\n\nNew shipments were loaded for what you track:",
    bye: "The Portolan team",
  },
  ru: {
    company: "Отслеживаемая компания",
    search: "Отслеживаемый поиск",
    open: "Открыть",
    stop: "Отписаться от этих уведомлений",
    hello: "Здравствуйте!\n\nЗагружены новые поставки по тому, что вы отслеживаете:",
    bye: "Команда Portolan",
  },
};

const block = (line: AlertLine, locale: Locale): string => {
  const w = WORDS[locale];
  return [
    `${line.kind === "company" ? w.company : w.search}: ${label(line)}`,
    count(line.shipments, line.exact, locale),
    `${w.open}: ${line.link}`,
    `${w.stop}: ${line.unsubscribe}`,
  ].join("\n");
};

export const instantAlertMail = (to: string, line: AlertLine, locale: Locale): NewMail => {
  const subject = {
    zh: `${label(line)}：${count(line.shipments, line.exact, "zh")}`,
    en: `${label(line)}: ${count(line.shipments, line.exact, "en")}`,
    ru: `${label(line)}: ${count(line.shipments, line.exact, "ru")}`,
  }[locale];
  return { to, subject, text: `${WORDS[locale].hello}\n\n${block(line, locale)}\n\n${WORDS[locale].bye}` };
};

/** A day's alerts in one mail, in the language of the first (an account's items share one, as a rule). */
export const digestMail = (to: string, lines: readonly AlertLine[], locale: Locale): NewMail => {
  const total = lines.reduce((n, l) => n + l.shipments, 0);
  const subject = {
    zh: `每日跟踪摘要：${lines.length} 项有更新，共 ${total} 条新货运记录`,
    en: `Daily alerts: ${lines.length} tracked ${lines.length === 1 ? "item" : "items"}, ${total} new ${total === 1 ? "shipment" : "shipments"}`,
    ru: `Ежедневная сводка: ${count(total, true, "ru")}`,
  }[locale];
  const body = lines.map((l) => block(l, locale)).join("\n\n");
  return { to, subject, text: `${WORDS[locale].hello}\n\n${body}\n\n${WORDS[locale].bye}` };
};

const UNSUBSCRIBE_LINK = /(https?:\/\/[^\s/]+)\/alerts\/unsubscribe\?token=([\w.-]+)/g;

/**
 * The List-Unsubscribe and List-Unsubscribe-Post header fields of an alert mail (RFC 2369, RFC 8058;
 * D339): one link that stops every item the mail tells of (a digest tells of several), posted to by a
 * mail client's unsubscribe button. Read from the mail's own unsubscribe links, so a mail stored
 * before the headers existed gets them too. None when the text has no such link.
 */
export const listUnsubscribeHeaders = (text: string): Readonly<Record<string, string>> | undefined => {
  const found = [...text.matchAll(UNSUBSCRIBE_LINK)];
  const origin = found[0]?.[1];
  if (origin === undefined) return undefined;
  const tokens = [...new Set(found.map((m) => m[2] as string))];
  const query = tokens.map((t) => `token=${t}`).join("&");
  return {
    "List-Unsubscribe": `<${origin}/alerts/unsubscribe?${query}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
};
