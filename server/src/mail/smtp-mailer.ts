// Mail through an SMTP server (PORTOLAN_SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://…:465).
// Short time-outs: a caller waits for the hand-over, and a server that does not answer is a failed
// send (140015 for a code), not a hung request.

import { createTransport } from "nodemailer";
import type { Mailer } from "../ports/mailer.ts";

export const createSmtpMailer = (url: string, from: string): Mailer => {
  const transport = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async (message) => {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.dedupe === undefined ? {} : { messageId: `<${message.dedupe.key}@portolan>` }),
        ...(message.headers === undefined ? {} : { headers: { ...message.headers } }),
      });
    },
  };
};
