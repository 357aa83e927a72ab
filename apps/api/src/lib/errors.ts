import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailableError } from '../db/connection-errors';
import type { AppEnv } from './context';
import { domainErrorAnswer } from './domain-errors';
import type { Logger } from './logger';

export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Manna cannot reach its database right now. Please try again in a moment.';
/** A PostgreSQL restart takes a few seconds; clients that honour Retry-After come back then. */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * An error of the HTTP layer (validation, session, origin, body size) whose message is meant for
 * the member. Services throw a DomainError instead (domain-errors.ts).
 */
export class ApiError extends HTTPException {
  constructor(status: ContentfulStatusCode, message: string) {
    super(status, { message });
  }
}

export const errorHandler =
  (logger: Logger): ErrorHandler<AppEnv> =>
  (error, c) => {
    if (error instanceof HTTPException) {
      return c.json({ error: error.message || 'Request failed' }, error.status);
    }
    const answer = domainErrorAnswer(error);
    if (answer) return c.json({ error: answer.message }, answer.status);
    const context = { err: error, method: c.req.method, path: c.req.path, userId: c.var.user?.id };
    // A restart or an outage of the database is not a bug: the member may retry, and the
    // server serves again by itself once the database is back.
    if (isDatabaseUnavailableError(error)) {
      logger.warn(context, 'database unreachable: answered 503');
      return c.json({ error: DATABASE_UNAVAILABLE_MESSAGE }, 503, {
        'Retry-After': String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS),
      });
    }
    logger.error(context, 'unhandled error');
    return c.json({ error: UNEXPECTED_ERROR_MESSAGE }, 500);
  };
