import { type AnyEndpoint, type CallArguments, endpointUrl, type ResponseOf } from '@manna/shared';
import { expect } from 'vitest';
import { json } from './responses';
import type { TestApp, TestMember } from './test-app';

/**
 * Requests to the app as `member` (their session cookie on each). `call` sends a request to an
 * endpoint of the contract as the web client would and gives the response; `read` expects
 * `status` (200 unless told) and gives the body, typed by the contract. `get` expects 200 and
 * gives the JSON body; the others give the response for the test to check (bent input included).
 */
export function memberClient(t: Pick<TestApp, 'request'>, member: Pick<TestMember, 'cookie'>) {
  const send = (method: string, path: string, body?: unknown) =>
    t.request(path, { method, cookie: member.cookie, json: body });
  const call = <E extends AnyEndpoint>(endpoint: E, ...[options]: CallArguments<E>) =>
    send(endpoint.method, endpointUrl(endpoint, options), options?.body);
  return {
    call,
    async read<E extends AnyEndpoint>(
      endpoint: E,
      ...[options]: CallArguments<E, { status?: number }>
    ): Promise<ResponseOf<E>> {
      const response = await send(endpoint.method, endpointUrl(endpoint, options), options?.body);
      expect(response.status).toBe(options?.status ?? 200);
      return json<ResponseOf<E>>(response);
    },
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
