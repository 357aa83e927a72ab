import { endpoint } from '../api-contract/endpoint';
import type { DeletionCodeSent, deleteAccountInputSchema } from './account-deletion';
import type { updateProfileInputSchema } from './profile-schemas';
import type { CurrentUser } from './user';

// The signed-in member (docs/product/accounts-and-shell.md#who-is-signed-in).
// @manna/shared exports this file as the namespace `meEndpoints`.

/** `user: null` for a visitor: asking is not an error. */
export const get = /* @__PURE__ */ endpoint<{ user: CurrentUser | null }>()('GET', '/api/me');

/** Change the name or time zone. */
export const update = /* @__PURE__ */ endpoint<
  { user: CurrentUser },
  { body: typeof updateProfileInputSchema }
>()('PATCH', '/api/me');

/** Delete the account and everything in it, with the password or a fresh code. */
export const deleteAccount = /* @__PURE__ */ endpoint<
  null,
  { body: typeof deleteAccountInputSchema }
>()('DELETE', '/api/me');

/** Send a code that can stand in for the password when deleting the account. */
export const sendDeletionCode = /* @__PURE__ */ endpoint<DeletionCodeSent>()(
  'POST',
  '/api/me/deletion-code',
);
