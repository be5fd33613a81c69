// The default mailer and text messenger: each message becomes a file in the outbox folder, which a
// developer reads at /dev/outbox (nothing leaves the machine).

import type { Mailer } from "../ports/mailer.ts";
import type { TextMessenger } from "../ports/verification-text-messages.ts";
import { dedupeId, writeOutboxEntry } from "./outbox-files.ts";

/** When a message was written; the real clock by default (the outbox is for people to read). */
export type Now = () => number;

export const createOutboxMailer = (dir: string, now: Now = Date.now): Mailer => ({
  send: async ({ dedupe, ...message }) => {
    if (dedupe === undefined) await writeOutboxEntry(dir, { kind: "mail", ...message }, now());
    else
      await writeOutboxEntry(dir, { kind: "mail", ...message }, dedupe.at, dedupeId(dedupe.key, dedupe.at));
  },
});

export const createOutboxTextMessenger = (dir: string, now: Now = Date.now): TextMessenger => ({
  send: async (message) => {
    await writeOutboxEntry(dir, { kind: "sms", to: message.to, subject: "", text: message.text }, now());
  },
});
