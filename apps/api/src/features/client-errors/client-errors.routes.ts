import { clientErrorReportSchema, clientErrorsEndpoints } from '@manna/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';

// Errors are reported to an error service (docs/product/accounts-and-shell.md#error-reporting).
// Ours is the server log, with the member and the screen as context, so one place shows what
// members meet.
export const clientErrorRoutes = new Hono<AppEnv>();
contractRoutes(clientErrorRoutes, '/api/client-errors')(
  clientErrorsEndpoints.report,
  { body: clientErrorReportSchema },
  async (c, { body: report }) => {
    c.var.deps.logger.warn(
      { client: report, userId: c.var.user?.id, userAgent: c.req.header('user-agent') },
      `client error: ${report.message}`,
    );
    return null;
  },
);
