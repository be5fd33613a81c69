// GET /alerts/unsubscribe?token=… (issue 16): the one-click unsubscribe link of every alert mail.
// The link itself stops the alerts (the item is no longer tracked, D234) and answers a short page in
// the item's language saying so, with the way to the console's alerts; a link that is not ours, or
// an item gone already, says that instead. No session is needed: the signed token is the proof.
import type { Locale } from "@portolan/core";
import type { Hono } from "hono";
import { escapeHtml } from "../../mail/outbox-page.ts";
import type { AlertLedger } from "../../ports/alerts.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";

export const UNSUBSCRIBE_PATH = "/alerts/unsubscribe";

const DONE: Readonly<Record<Locale, { title: string; text: (name: string) => string; open: string }>> = {
  zh: { title: "已退订", text: (n) => `您将不再收到“${n}”的提醒，已停止跟踪。`, open: "查看我的提醒" },
  en: {
    title: "Unsubscribed",
    text: (n) => `You will get no more alerts for “${n}”: it is no longer tracked.`,
    open: "See your alerts",
  },
  ru: {
    title: "Вы отписались",
    text: (n) => `Уведомлений по «${n}» больше не будет: отслеживание остановлено.`,
    open: "Ваши уведомления",
  },
};

const page = (lang: string, title: string, body: string) =>
  `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>\n`;

const GONE = page(
  "en",
  "This link is no longer valid",
  "<p>This unsubscribe link is not valid, or its alerts were stopped already.</p>" +
    '<p lang="zh">此退订链接无效，或该提醒已停止。</p><p lang="ru">Ссылка недействительна, или уведомления уже остановлены.</p>' +
    '<p><a href="/alerts">Alerts</a></p>',
);

export const mountUnsubscribe = (app: Hono, ledger: AlertLedger): void => {
  app.get(UNSUBSCRIBE_PATH, async (c) => {
    const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };
    const itemId = readUnsubscribeToken(await ledger.signingKey(), c.req.query("token") ?? "");
    const item = itemId === undefined ? undefined : await ledger.unsubscribe(itemId);
    if (item === undefined) return c.body(GONE, 404, headers);
    const w = DONE[item.locale];
    const name = item.kind === "company" ? item.name : item.ref;
    return c.body(
      page(
        item.locale,
        w.title,
        `<p>${escapeHtml(w.text(name))}</p><p><a href="/alerts">${escapeHtml(w.open)}</a></p>`,
      ),
      200,
      headers,
    );
  });
};
