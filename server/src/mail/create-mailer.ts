// Picks the mailer the configuration asks for: the outbox folder by default, SMTP when configured.
import { join } from "node:path";
import type { ServerConfig } from "../config.ts";
import type { Mailer } from "../ports/mailer.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

export const createMailer = (config: ServerConfig): Mailer =>
  config.mail.kind === "smtp"
    ? createSmtpMailer(config.mail.url, config.mail.from)
    : createOutboxMailer(config.mail.dir);

/**
 * The outbox folder: the configured one, or `<data>/outbox` when mail goes by SMTP (text messages
 * have no gateway here and always land in the outbox).
 */
export const outboxDirOf = (config: ServerConfig): string =>
  config.mail.kind === "outbox" ? config.mail.dir : join(config.dataDir, "outbox");
