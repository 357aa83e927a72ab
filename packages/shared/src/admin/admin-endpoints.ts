import { endpoint } from '../api-contract/endpoint';
import type { journalPageQuerySchema } from '../journal/journal-schemas';
import type { Page } from '../journal/journal-types';
import type { AdminOverview } from './admin-overview-types';
import type { AdminAuditEntry } from './admin-types';

// Admins only: any other member gets 403 (the testimony review is in testimonies-endpoints).
// @manna/shared exports this file as the namespace `adminEndpoints`.

export const overview = /* @__PURE__ */ endpoint<AdminOverview>()('GET', '/api/admin/overview');

/** The audit log, newest first. */
export const auditLog = /* @__PURE__ */ endpoint<
  Page<AdminAuditEntry>,
  { query: typeof journalPageQuerySchema }
>()('GET', '/api/admin/audit-log');
