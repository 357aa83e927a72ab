import { endpoint } from '../api-contract/endpoint';
import type { CurrentUser, updateProfileInputSchema } from '../users/user';

/** The signed-in member (docs/product/accounts-and-shell.md#who-is-signed-in). */
export const meEndpoints = {
  /** `user: null` for a visitor: asking is not an error. */
  get: endpoint<{ user: CurrentUser | null }>()('GET', '/api/me'),
  /** Change the name or time zone. */
  update: endpoint<{ user: CurrentUser }, { body: typeof updateProfileInputSchema }>()(
    'PATCH',
    '/api/me',
  ),
};
