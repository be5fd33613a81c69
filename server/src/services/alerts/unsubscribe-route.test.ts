// The unsubscribe link's pages (issue 31 item 11, D339), in each tracking's language: a GET asks and
// stops nothing; a POST (the page's button or a mail client's one-click) stops every item it names.
import type { Locale } from "@portolan/core";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AlertLedger, StoredTracking } from "../../accounts/alerts/alerts-port.ts";
import { mountUnsubscribe, UNSUBSCRIBE_PATH } from "./unsubscribe-route.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

const KEY = new Uint8Array(32).fill(7);

const setUp = (locales: readonly Locale[]) => {
  const items = new Map<number, StoredTracking>(
    locales.map((locale, i) => [
      i + 1,
      { id: i + 1, kind: "company", name: `FIRM ${i + 1}`, ref: "", locale } as unknown as StoredTracking,
    ]),
  );
  const ledger = {
    signingKey: async () => KEY,
    trackedItem: async (id: number) => items.get(id),
    unsubscribe: async (id: number) => {
      const item = items.get(id);
      items.delete(id);
      return item;
    },
  } as unknown as AlertLedger;
  const app = new Hono();
  mountUnsubscribe(app, ledger);
  const link = (...ids: number[]) =>
    `${UNSUBSCRIBE_PATH}?${ids.map((id) => `token=${unsubscribeToken(KEY, id)}`).join("&")}`;
  return { app, items, link };
};

const ASK: Readonly<Record<Locale, { title: string; button: string; done: string }>> = {
  zh: { title: "停止这些提醒？", button: "停止提醒", done: "已退订" },
  en: { title: "Stop these alerts?", button: "Stop the alerts", done: "Unsubscribed" },
  ru: { title: "Отписаться от уведомлений?", button: "Отписаться", done: "Вы отписались" },
};

describe("the unsubscribe link", () => {
  for (const locale of ["zh", "en", "ru"] as const)
    it(`asks in ${locale} on a GET, stops nothing, then stops on the one-click POST`, async () => {
      const { app, items, link } = setUp([locale]);
      for (let i = 0; i < 2; i++) {
        const asked = await app.request(link(1));
        expect(asked.status).toBe(200);
        const html = await asked.text();
        expect(html).toContain(`<html lang="${locale}">`);
        expect(html).toContain(`<h1>${ASK[locale].title}</h1>`);
        expect(html).toContain(`<button type="submit">${ASK[locale].button}</button>`);
        expect(html).toContain("<li>FIRM 1</li>");
        expect(items.size).toBe(1);
      }
      const done = await app.request(link(1), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain(`<h1>${ASK[locale].done}</h1>`);
      expect(items.size).toBe(0);
      expect((await app.request(link(1))).status).toBe(404);
    });

  it("stops every item of a digest's link, and nothing for a forged token", async () => {
    const { app, items, link } = setUp(["en", "en", "en"]);
    const forged = `${UNSUBSCRIBE_PATH}?token=3.${"A".repeat(32)}`;
    expect((await app.request(forged, { method: "POST" })).status).toBe(404);
    expect(items.size).toBe(3);
    const done = await app.request(link(1, 2), { method: "POST" });
    expect(await done.text()).toContain("<li>FIRM 1</li><li>FIRM 2</li>");
    expect([...items.keys()]).toEqual([3]);
  });
});
