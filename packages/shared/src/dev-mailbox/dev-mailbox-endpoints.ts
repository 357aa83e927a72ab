import { endpoint } from '../api-contract/endpoint';
import type { Mailbox } from './dev-mailbox-types';

// Admins only: captured mail holds sign-in links (docs/security.md#mail). A 404 when mail goes
// out through SMTP.
// @manna/shared exports this file as the namespace `devMailboxEndpoints`.

export const messages = /* @__PURE__ */ endpoint<Mailbox>()('GET', '/api/dev/mailbox');
