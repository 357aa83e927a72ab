import { deleteAccountInputSchema, meEndpoints } from '@manna/shared';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { requireUser, signedInUser } from '../../lib/middlewares';
import { deleteOwnAccount, sendDeletionCode } from './account-deletion.service';

// docs/product/accounts-and-shell.md#delete-my-account
export const accountDeletionRoutes = new Hono<AppEnv>();
const serve = contractRoutes(accountDeletionRoutes, '/api/me');

serve(meEndpoints.sendDeletionCode, { before: [requireUser] }, async (c) =>
  sendDeletionCode(c.var.deps, signedInUser(c).id),
);

serve(
  meEndpoints.deleteAccount,
  { before: [requireUser], body: deleteAccountInputSchema },
  async (c, { body }) => {
    await deleteOwnAccount(c.var.deps, signedInUser(c).id, body);
    // Every session went with the account; the browser forgets its cookie too.
    const { authCookies } = await c.var.deps.auth.$context;
    const { name, attributes } = authCookies.sessionToken;
    deleteCookie(c, name, { path: attributes.path, secure: attributes.secure });
    return null;
  },
);
