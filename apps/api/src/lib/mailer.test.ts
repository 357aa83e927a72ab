import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { devMailbox } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { createLogger } from './logger';
import { createMailer } from './mailer';
import { listeningPort } from './system-errors';

const logger = createLogger('silent');
const message = {
  to: 'lois@example.com',
  subject: 'Reset your Manna password',
  text: 'Open this link: http://localhost:3000/x',
};

describe('mailer', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('sends through SMTP when SMTP_URL is set, and keeps nothing locally', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = listeningPort(server.server);
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Manna <no-reply@manna.test>',
        db: database.db,
        logger,
        logMessageText: true,
      });
      expect(mailer.capturesMail).toBe(false);
      await mailer.send(message);

      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Reset your Manna password');
      expect(received[0]).toContain('To: lois@example.com');
      expect(await database.db.select().from(devMailbox)).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('captures mail in the dev mailbox without SMTP', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'x@y.z',
      db: database.db,
      logger,
      logMessageText: true,
    });
    expect(mailer.capturesMail).toBe(true);
    await mailer.send(message);
    const rows = await database.db.select().from(devMailbox);
    expect(rows).toEqual([expect.objectContaining(message)]);
  });

  it.each([
    [true, 'prints captured messages, links included, in the log for a developer'],
    [false, 'keeps the links of captured messages out of the log in production'],
  ])('with logMessageText %s %s', async (logMessageText) => {
    const lines: string[] = [];
    const captured = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'x@y.z',
      db: database.db,
      logger: captured,
      logMessageText,
    });
    await mailer.send(message);
    expect(lines.join('')).toContain(message.to);
    expect(lines.join('').includes('http://localhost:3000/x')).toBe(logMessageText);
  });

  it('fails loudly when the SMTP server cannot be reached', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@y.z',
      db: database.db,
      logger,
      logMessageText: true,
    });
    await expect(mailer.send(message)).rejects.toThrow();
  });
});
