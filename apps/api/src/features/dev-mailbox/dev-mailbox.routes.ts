import { devMailboxEndpoints } from '@manna/shared';
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { devMailbox } from '../../db/schema';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { DomainError } from '../../lib/domain-errors';
import { requireAdmin } from '../../lib/middlewares';

const MAILBOX_PAGE_SIZE = 50;

// Captured mail holds password-reset and sign-up links: whoever reads it can take over the
// account, so only an admin may, in every mode (docs/security.md#mail).
export const devMailboxRoutes = new Hono<SignedInEnv>().use(requireAdmin);
contractRoutes(devMailboxRoutes, '/api/dev/mailbox')(
  devMailboxEndpoints.messages,
  {},
  async (c) => {
    const { mailer, db } = c.var.deps;
    if (!mailer.capturesMail) throw new DomainError('dev_mailbox_off');
    const rows = await db
      .select()
      .from(devMailbox)
      .orderBy(desc(devMailbox.created_at))
      .limit(MAILBOX_PAGE_SIZE);
    const messages = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    return { enabled: true, messages };
  },
);
