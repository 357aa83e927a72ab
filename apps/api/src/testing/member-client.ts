import { expect } from 'vitest';
import { json } from './responses';
import type { TestApp, TestMember } from './test-app';

/**
 * Requests to the app as `member` (their session cookie on each). `get` expects 200 and gives the
 * JSON body; the others give the response for the test to check.
 */
export function memberClient(t: Pick<TestApp, 'request'>, member: Pick<TestMember, 'cookie'>) {
  const send = (method: string, path: string, body?: unknown) =>
    t.request(path, { method, cookie: member.cookie, json: body });
  return {
    async get<T>(path: string): Promise<T> {
      const response = await t.request(path, { cookie: member.cookie });
      expect(response.status).toBe(200);
      return json<T>(response);
    },
    post: (path: string, body?: unknown) => send('POST', path, body),
    patch: (path: string, body: unknown) => send('PATCH', path, body),
    delete: (path: string) => send('DELETE', path),
    send,
  };
}
