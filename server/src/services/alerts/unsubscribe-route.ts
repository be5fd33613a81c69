// /alerts/unsubscribe?token=… (issue 16; issue 31 item 11, D339): the unsubscribe link of every alert
// mail. A GET only asks: a page in the item's language naming what stops, with a button; a mail
// scanner that follows links unsubscribes no one. A POST stops the alerts (the item is no longer
// tracked, D234): the page's button, or a mail client's one-click unsubscribe of RFC 8058
// (List-Unsubscribe-Post: List-Unsubscribe=One-Click), which comes from no page of ours, so the
// path is exempt from the same-origin check: the signed token is the proof, no session is used.
// A digest's link carries one token per item it tells of. A link that is not ours, or items gone
// already, says that instead.
import type { Locale } from "@portolan/core";
import type { Hono } from "hono";
import type { AlertLedger, StoredTracking } from "../../accounts/alerts/alerts-port.ts";
import { escapeHtml } from "../../mail/outbox-page.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";

export const UNSUBSCRIBE_PATH = "/alerts/unsubscribe";

interface Words {
  readonly askTitle: string;
  readonly ask: string;
  readonly button: string;
  readonly title: string;
  readonly done: string;
  readonly open: string;
}

const WORDS: Readonly<Record<Locale, Words>> = {
  zh: {
    askTitle: "停止这些提醒？",
    ask: "确认后将不再收到以下跟踪项的提醒，并停止跟踪：",
    button: "停止提醒",
    title: "已退订",
    done: "您将不再收到以下跟踪项的提醒，已停止跟踪：",
    open: "查看我的提醒",
  },
  en: {
    askTitle: "Stop these alerts?",
    ask: "Once you confirm, you get no more alerts for what is listed here, and it is no longer tracked:",
    button: "Stop the alerts",
    title: "Unsubscribed",
    done: "You will get no more alerts for what is listed here: it is no longer tracked.",
    open: "See your alerts",
  },
  ru: {
    askTitle: "Отписаться от уведомлений?",
    ask: "После подтверждения уведомлений по этому списку больше не будет, и отслеживание остановится:",
    button: "Отписаться",
    title: "Вы отписались",
    done: "Уведомлений по этому списку больше не будет: отслеживание остановлено.",
    open: "Ваши уведомления",
  },
};

const HEADERS = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };

const page = (lang: string, title: string, body: string) =>
  `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>\n`;

const GONE = page(
  "en",
  "This link is no longer valid",
  "<p>This unsubscribe link is not valid, or its alerts were stopped already.</p>" +
    '<p lang="zh">此退订链接无效，或该提醒已停止。</p><p lang="ru">Ссылка недействительна, или уведомления уже остановлены.</p>' +
    '<p><a href="/alerts">Alerts</a></p>',
);

const nameOf = (item: StoredTracking) => (item.kind === "company" ? item.name : item.ref);
const list = (items: readonly StoredTracking[]) =>
  `<ul>${items.map((i) => `<li>${escapeHtml(nameOf(i))}</li>`).join("")}</ul>`;

/** The items the link's signed tokens name, once each, in the link's order. */
const itemIdsOf = (key: Uint8Array, tokens: readonly string[]): number[] => [
  ...new Set(tokens.map((t) => readUnsubscribeToken(key, t)).filter((id) => id !== undefined)),
];

export const mountUnsubscribe = (app: Hono, ledger: AlertLedger): void => {
  app.get(UNSUBSCRIBE_PATH, async (c) => {
    const ids = itemIdsOf(await ledger.signingKey(), c.req.queries("token") ?? []);
    const items = (await Promise.all(ids.map((id) => ledger.trackedItem(id)))).filter((i) => i !== undefined);
    const first = items[0];
    if (first === undefined) return c.body(GONE, 404, HEADERS);
    const w = WORDS[first.locale];
    // The form posts to this very address (its tokens), with the one-click body of RFC 8058.
    const action = escapeHtml(`${UNSUBSCRIBE_PATH}?${new URL(c.req.url).searchParams}`);
    const form =
      `<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<button type="submit">${escapeHtml(w.button)}</button></form>`;
    return c.body(
      page(first.locale, w.askTitle, `<p>${escapeHtml(w.ask)}</p>${list(items)}${form}`),
      200,
      HEADERS,
    );
  });
  app.post(UNSUBSCRIBE_PATH, async (c) => {
    const ids = itemIdsOf(await ledger.signingKey(), c.req.queries("token") ?? []);
    const stopped: StoredTracking[] = [];
    for (const id of ids) {
      const item = await ledger.unsubscribe(id);
      if (item !== undefined) stopped.push(item);
    }
    const first = stopped[0];
    if (first === undefined) return c.body(GONE, 404, HEADERS);
    const w = WORDS[first.locale];
    return c.body(
      page(
        first.locale,
        w.title,
        `<p>${escapeHtml(w.done)}</p>${list(stopped)}<p><a href="/alerts">${escapeHtml(w.open)}</a></p>`,
      ),
      200,
      HEADERS,
    );
  });
};
