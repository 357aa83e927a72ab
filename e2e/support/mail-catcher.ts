import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { z } from 'zod';

/**
 * An inbox for members made by tests and benches: a server under test sends its e-mail here over
 * real SMTP (SMTP_URL), and the messages are read back in process or over HTTP (support/mail.ts).
 */

/** One caught e-mail, as `GET /messages` answers it too. */
export const caughtMessageSchema = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  receivedAt: z.string(),
});
export type CaughtMessage = z.infer<typeof caughtMessageSchema>;

export interface MailCatcher {
  smtpUrl: string;
  /** `GET /messages?to=` answers the messages to an address; absent without `httpPort`. */
  httpUrl: string | undefined;
  messagesTo(email: string): CaughtMessage[];
  close(): Promise<void>;
}

function listen(
  server: { listen(port: number, host: string, done: () => void): unknown },
  port: number,
  address: () => AddressInfo | string | null,
): Promise<number> {
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const bound = address();
      resolve(typeof bound === 'object' && bound ? bound.port : port);
    }),
  );
}

/** Port 0 picks a free one. */
export async function startMailCatcher({
  smtpPort = 0,
  httpPort,
}: {
  smtpPort?: number;
  httpPort?: number;
} = {}): Promise<MailCatcher> {
  const messages: CaughtMessage[] = [];
  const messagesTo = (email: string) =>
    messages.filter((message) => message.to.includes(email.toLowerCase()));

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const boundSmtpPort = await listen(smtp, smtpPort, () => smtp.server.address());

  const http =
    httpPort === undefined
      ? undefined
      : createServer((request, response) => {
          const url = new URL(request.url ?? '/', 'http://mail-catcher');
          if (url.pathname === '/health') return void response.end('ok');
          if (url.pathname !== '/messages') {
            response.statusCode = 404;
            return void response.end();
          }
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(messagesTo(url.searchParams.get('to') ?? '')));
        });
  const boundHttpPort = http && (await listen(http, httpPort ?? 0, () => http.address()));

  return {
    smtpUrl: `smtp://127.0.0.1:${boundSmtpPort}`,
    httpUrl: boundHttpPort === undefined ? undefined : `http://127.0.0.1:${boundHttpPort}`,
    messagesTo,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (http) await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** The link in a message whose path contains `pathPart`. */
export function linkIn(message: Pick<CaughtMessage, 'subject' | 'text'>, pathPart: string): string {
  const link = message.text
    .split(/\s+/)
    .find((word) => /^https?:\/\//.test(word) && word.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in "${message.subject}"`);
  return link;
}
