import { APIError } from 'better-auth/api';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/errors';
import { isDatabaseUnavailableError } from './connection-errors';

/** An error as PostgreSQL sends it: a message and a SQLSTATE. */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** What Node's socket layer raises, e.g. `connect ECONNREFUSED 127.0.0.1:5432`. */
function socketError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

const drizzleWrapped = (cause: Error) =>
  new DrizzleQueryError('insert into "bookmarks" ...', ['John 3:16'], cause);

describe('isDatabaseUnavailableError', () => {
  it.each([
    [
      'a server shutting connections down (57P01)',
      () => serverError('57P01', 'terminating connection due to administrator command'),
    ],
    [
      'a crashed server (57P02)',
      () => serverError('57P02', 'terminating connection due to crash of another server process'),
    ],
    [
      'a server starting up or shutting down (57P03)',
      () => serverError('57P03', 'the database system is starting up'),
    ],
    ['any connection exception (class 08)', () => serverError('08006', 'connection failure')],
    ['a refused connection', () => socketError('ECONNREFUSED')],
    ['a reset connection', () => socketError('ECONNRESET')],
    ['a timed-out socket', () => socketError('ETIMEDOUT')],
    ['a socket closed under node-postgres', () => new Error('Connection terminated unexpectedly')],
    [
      'a client pg has marked broken',
      () => new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'the pool giving up on a new connection',
      () => new Error('Connection terminated due to connection timeout'),
    ],
    [
      'the pool giving up waiting for a free connection',
      () => new Error('timeout exceeded when trying to connect'),
    ],
  ])('recognises %s', (_name, makeError) => {
    expect(isDatabaseUnavailableError(makeError())).toBe(true);
  });

  it('looks through the wrappers around the real failure', () => {
    const lost = new Error('Connection terminated unexpectedly');
    // Drizzle wraps every failed query; better-auth wraps a failed session lookup again.
    const sessionLookup = APIError.from(
      'INTERNAL_SERVER_ERROR',
      { message: 'Failed to get session', code: 'FAILED_TO_GET_SESSION' },
      { cause: drizzleWrapped(lost) },
    );
    // Connecting to a name with several addresses fails once per address.
    const everyAddress = new AggregateError([socketError('ECONNREFUSED')], 'connect failed');

    expect(isDatabaseUnavailableError(drizzleWrapped(lost))).toBe(true);
    expect(isDatabaseUnavailableError(sessionLookup)).toBe(true);
    expect(isDatabaseUnavailableError(everyAddress)).toBe(true);
  });

  it('leaves other failures to be answered as they are', () => {
    const uniqueViolation = serverError('23505', 'duplicate key value violates unique constraint');
    const syntax = serverError('42601', 'syntax error at or near "selec"');

    expect(isDatabaseUnavailableError(uniqueViolation)).toBe(false);
    expect(isDatabaseUnavailableError(drizzleWrapped(syntax))).toBe(false);
    expect(isDatabaseUnavailableError(new TypeError('Cannot read properties of undefined'))).toBe(
      false,
    );
    expect(isDatabaseUnavailableError(new ApiError(404, 'Not found'))).toBe(false);
    expect(isDatabaseUnavailableError(socketError('ENOENT'))).toBe(false);
    expect(isDatabaseUnavailableError('Connection terminated unexpectedly')).toBe(false);
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
  });

  it('does not take a member’s words in a failed query for an outage', () => {
    // The query's parameters are part of Drizzle's message.
    const note = new DrizzleQueryError(
      'insert into "bible_study_notes" ...',
      ['Connection terminated unexpectedly'],
      serverError('22001', 'value too long for type character varying(200)'),
    );
    expect(note.message).toContain('Connection terminated unexpectedly');
    expect(isDatabaseUnavailableError(note)).toBe(false);
  });

  it('stops on a chain of causes that loops', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    expect(isDatabaseUnavailableError(first)).toBe(false);
  });
});
