import { endpoint } from '../api-contract/endpoint';
import type { AdminOverview } from './admin-types';

// Admins only: any other member gets 403 (the testimony review is in testimonies-endpoints).
// @manna/shared exports this file as the namespace `adminEndpoints`.

export const overview = /* @__PURE__ */ endpoint<AdminOverview>()('GET', '/api/admin/overview');
