// Outgoing mail. The default writes each message to the outbox folder (readable at /dev/outbox);
// SMTP when configured.

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /**
   * A message that may be sent again after a crash (an alert's): the same key and time give the same
   * outbox file and the same Message-ID, so a repeat replaces rather than adds (D235).
   */
  readonly dedupe?: { readonly key: string; readonly at: number };
  /** Header fields beyond the usual ones (an alert's List-Unsubscribe and List-Unsubscribe-Post). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  /** Rejects when the message could not be handed over (the caller answers 140015). */
  readonly send: (message: MailMessage) => Promise<void>;
}
