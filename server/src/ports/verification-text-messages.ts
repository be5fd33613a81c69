// Text messages to mobile phones (verification codes). No SMS gateway is configured here: the
// default writes each text into the mail outbox, marked SMS, where a developer can read it.

export interface TextMessage {
  /** The number as the user typed it (normalised). */
  readonly to: string;
  readonly text: string;
}

export interface TextMessenger {
  /** Rejects when the text could not be handed over (the caller answers 140015). */
  readonly send: (message: TextMessage) => Promise<void>;
}
