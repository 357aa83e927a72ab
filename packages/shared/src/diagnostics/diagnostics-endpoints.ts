import { endpoint } from '../api-contract/endpoint';
import type { Diagnostics } from './diagnostics';

// The diagnostic tools' server side (docs/product/tools.md#diagnostic-tools), for members; the
// server's internals are in the answer for admins only.
// @manna/shared exports this file as the namespace `diagnosticsEndpoints`.

export const get = /* @__PURE__ */ endpoint<Diagnostics>()('GET', '/api/diagnostics');
