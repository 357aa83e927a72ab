import { clientErrorReportSchema } from '@manna/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { validate } from '../../lib/validation';

// Errors are reported to an error service (docs/product/accounts-and-shell.md#error-reporting).
// Ours is the server log, with the member and the screen as context, so one place shows what
// members meet.
export const clientErrorRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', clientErrorReportSchema),
  (c) => {
    const report = c.req.valid('json');
    c.var.deps.logger.warn(
      { client: report, userId: c.var.user?.id, userAgent: c.req.header('user-agent') },
      `client error: ${report.message}`,
    );
    return c.body(null, 204);
  },
);
