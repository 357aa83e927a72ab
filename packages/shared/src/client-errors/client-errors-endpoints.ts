import { endpoint } from '../api-contract/endpoint';
import type { clientErrorReportSchema } from './client-error-report';

// What members meet, reported by the web app into the server log.
// @manna/shared exports this file as the namespace `clientErrorsEndpoints`.

/** 204. */
export const report = /* @__PURE__ */ endpoint<null, { body: typeof clientErrorReportSchema }>()(
  'POST',
  '/api/client-errors',
);
