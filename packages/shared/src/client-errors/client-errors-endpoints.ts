import { endpoint } from '../api-contract/endpoint';
import type { clientErrorReportSchema } from '../users/client-error-report';

/** What members meet, reported by the web app into the server log. */
export const clientErrorsEndpoints = {
  /** 204. */
  report: endpoint<null, { body: typeof clientErrorReportSchema }>()('POST', '/api/client-errors'),
};
