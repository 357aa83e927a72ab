import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { devMailbox } from '../db/schema';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** True when mail is captured in the dev mailbox instead of being sent. */
  readonly capturesMail: boolean;
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
  logger: Logger;
  /**
   * Print captured messages, links included, in the log: a developer's way to follow a link.
   * Off in production, where logs travel further than the admin mailbox (docs/security.md#mail).
   */
  logMessageText: boolean;
}): Mailer {
  const { smtpUrl, from, db, logger, logMessageText } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      capturesMail: false,
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  // No SMTP server: keep the message where a developer can read it, never drop it.
  return {
    capturesMail: true,
    async send(message) {
      await db.insert(devMailbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
      logger.info(
        { to: message.to, subject: message.subject, ...(logMessageText && { text: message.text }) },
        'mail captured in the admin mailbox (SMTP_URL is not set)',
      );
    },
  };
}
