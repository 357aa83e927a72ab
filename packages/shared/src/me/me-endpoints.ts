import { endpoint } from '../api-contract/endpoint';
import type { CurrentUser, updateProfileInputSchema } from './user';

// The signed-in member (docs/product/accounts-and-shell.md#who-is-signed-in).
// @manna/shared exports this file as the namespace `meEndpoints`.

/** `user: null` for a visitor: asking is not an error. */
export const get = /* @__PURE__ */ endpoint<{ user: CurrentUser | null }>()('GET', '/api/me');

/** Change the name or time zone. */
export const update = /* @__PURE__ */ endpoint<
  { user: CurrentUser },
  { body: typeof updateProfileInputSchema }
>()('PATCH', '/api/me');
