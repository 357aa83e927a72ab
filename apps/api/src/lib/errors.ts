import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context';
import type { Logger } from './logger';

export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** An error whose message is meant for the member. */
export class ApiError extends HTTPException {
  constructor(status: ContentfulStatusCode, message: string) {
    super(status, { message });
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, message);

export const errorHandler =
  (logger: Logger): ErrorHandler<AppEnv> =>
  (error, c) => {
    if (error instanceof HTTPException) {
      return c.json({ error: error.message || 'Request failed' }, error.status);
    }
    logger.error(
      { err: error, method: c.req.method, path: c.req.path, userId: c.var.user?.id },
      'unhandled error',
    );
    return c.json({ error: UNEXPECTED_ERROR_MESSAGE }, 500);
  };
