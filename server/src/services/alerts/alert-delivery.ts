// Sends the alert mails from their table: each claimed for a while (two processes never send one at
// once), sent, then marked sent. A process killed between sending and marking sends it again on a
// later run with the same key, which the outbox writes to the same file and SMTP gives the same
// Message-ID (D235): at most one copy in the outbox, and one a mail client can tell apart.
import type { AlertLedger } from "../../accounts/alerts/alerts-port.ts";
import type { Mailer } from "../../ports/mailer.ts";
import { listUnsubscribeHeaders } from "./alert-mails.ts";

/** Mails claimed at a time: a sender killed mid-send strands at most these for one lease. */
export const MAILS_CLAIMED = 10;

export const deliverAlertMails = async (
  ledger: AlertLedger,
  mailer: Mailer,
  now: () => number,
  /** How long a claimed mail is held before another run may send it (config's alertMailLeaseMs). */
  leaseMs: number,
): Promise<number> => {
  let sent = 0;
  for (;;) {
    const mails = await ledger.claimMails(now(), leaseMs, MAILS_CLAIMED);
    if (mails.length === 0) return sent;
    for (const m of mails) {
      try {
        const headers = listUnsubscribeHeaders(m.text);
        await mailer.send({
          to: m.to,
          subject: m.subject,
          text: m.text,
          dedupe: { key: `alert-mail-${m.id}`, at: m.createdAt },
          ...(headers === undefined ? {} : { headers }),
        });
        await ledger.markSent(m.id, now());
        sent += 1;
      } catch {
        // Left for the next run (the schedule's); a server that refuses now may take it later.
        await ledger.release(m.id);
        return sent;
      }
    }
  }
};
