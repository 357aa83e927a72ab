import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type ZodType, z } from 'zod';
import { DomainError, type DomainErrorCode } from './domain-errors';
import { ApiError } from './errors';

/**
 * zod validation whose failure is a 400 carrying the first problem's message; `onValid` gets
 * the parsed value (contract routes read it there).
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  onValid?: (value: z.output<Schema>, c: Context) => void,
) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) {
      throw new ApiError(400, result.error.issues[0]?.message ?? 'Invalid request');
    }
    onValid?.(result.data, c);
  });

export const NULL_CHARACTER_MESSAGE = 'Text cannot contain null characters';

/**
 * PostgreSQL text cannot hold U+0000, and the shared schemas let it through: routes that store
 * text refuse it as bad input instead of failing in the database with a 500.
 */
export const rejectNullCharacters = createMiddleware(async (c, next) => {
  let body: unknown;
  if (c.req.header('content-type')?.toLowerCase().includes('json')) {
    // A malformed body is left for the json validator to report.
    body = await c.req.json().catch(() => undefined);
  }
  if (holdsNullCharacter([c.req.queries(), body])) throw new ApiError(400, NULL_CHARACTER_MESSAGE);
  await next();
});

/** Walks strings in arrays and objects without recursion, so deep nesting cannot overflow. */
export function holdsNullCharacter(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const item of Object.values(value)) pending.push(item);
    }
  }
  return false;
}

/** An `:id` path parameter that must be a uuid: a malformed id names nothing, so it is a 404. */
export const uuidParam = (notFound: DomainErrorCode) =>
  zValidator('param', z.object({ id: z.uuid() }), (result) => {
    if (!result.success) throw new DomainError(notFound);
  });
