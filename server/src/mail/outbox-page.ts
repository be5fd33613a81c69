// The development page listing the outbox (GET /dev/outbox, newest first; /dev/outbox/<id> shows
// one message; /dev/outbox.json gives the list as data for scripts), when development pages are
// on. Plain escaped HTML: no script, no style, nothing the Content-Security-Policy would refuse.

import type { Context, Hono } from "hono";
import type { ServerConfig } from "../config.ts";
import { outboxDirOf } from "./create-mailer.ts";
import { listOutbox, type OutboxEntry, readOutboxEntry } from "./outbox-files.ts";

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const page = (title: string, body: string): string =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>\n`;

const send = (c: Context, html: string, status: 200 | 404 = 200) =>
  c.body(html, status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });

const row = (e: OutboxEntry): string =>
  `<tr><td>${escapeHtml(e.date)}</td><td>${e.kind === "sms" ? "SMS" : "mail"}</td><td>${escapeHtml(e.to)}</td>` +
  `<td><a href="/dev/outbox/${escapeHtml(e.id)}">${escapeHtml(e.subject || e.text.slice(0, 60))}</a></td></tr>`;

export const outboxListHtml = (entries: readonly OutboxEntry[]): string =>
  page(
    "Outbox",
    `<h1>Outbox</h1><p>${entries.length} message(s), newest first. Nothing here left this machine.</p>` +
      (entries.length === 0
        ? "<p>The outbox is empty.</p>"
        : `<table><thead><tr><th>Date</th><th>Kind</th><th>To</th><th>Subject</th></tr></thead><tbody>${entries.map(row).join("")}</tbody></table>`),
  );

export const outboxEntryHtml = (e: OutboxEntry): string =>
  page(
    e.subject || "Text message",
    `<p><a href="/dev/outbox">All messages</a></p><h1>${escapeHtml(e.subject || "Text message (SMS)")}</h1>` +
      `<dl><dt>Kind</dt><dd>${e.kind === "sms" ? "SMS" : "mail"}</dd><dt>To</dt><dd>${escapeHtml(e.to)}</dd>` +
      `<dt>Date</dt><dd>${escapeHtml(e.date)}</dd></dl><pre>${escapeHtml(e.text)}</pre>`,
  );

export const mountOutboxPage = (app: Hono, config: ServerConfig): void => {
  const dir = outboxDirOf(config);
  app.get("/dev/outbox", async (c) => send(c, outboxListHtml(await listOutbox(dir))));
  app.get("/dev/outbox.json", async (c) => c.json(await listOutbox(dir)));
  app.get("/dev/outbox/:id", async (c) => {
    const entry = await readOutboxEntry(dir, c.req.param("id"));
    return entry === undefined
      ? send(c, page("Not found", '<p>No such message. <a href="/dev/outbox">All messages</a></p>'), 404)
      : send(c, outboxEntryHtml(entry));
  });
};
