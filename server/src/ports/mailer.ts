// Outgoing mail. The default writes each message to the outbox folder (readable at /dev/outbox);
// SMTP when configured.

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  /** Rejects when the message could not be handed over (the caller answers 140015). */
  readonly send: (message: MailMessage) => Promise<void>;
}
