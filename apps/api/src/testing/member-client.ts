import { type AnyEndpoint, type CallArguments, endpointUrl, type ResponseOf } from '@manna/shared';
import { expect } from 'vitest';
import type { TestApp, TestMember } from './test-app';

/**
 * The JSON body of `response`, an answer of `endpoint`, typed by the contract; expects `status`
 * (200 unless told). For requests the client below cannot make (multipart, chosen headers).
 */
export async function answerOf<E extends AnyEndpoint>(
  endpoint: E,
  response: Response,
  status = 200,
): Promise<ResponseOf<E>> {
  expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(status);
  // The route serves `endpoint` through contractRoutes, which holds its answer to the contract's
  // response type; JSON cannot carry that type across, so the contract names it here.
  return (await response.json()) as ResponseOf<E>;
}

/**
 * Requests to the app as `member` (their session cookie on each), or as a visitor without one.
 * `call` sends a request to an endpoint of the contract as the web client would and gives the
 * response; `read` expects `status` (200 unless told) and gives the body, typed by the contract.
 * The others give the response for the test to check (bent input included).
 */
export function memberClient(t: Pick<TestApp, 'request'>, member?: Pick<TestMember, 'cookie'>) {
  const send = (method: string, path: string, body?: unknown) =>
    t.request(path, { method, cookie: member?.cookie, json: body });
  const call = <E extends AnyEndpoint>(endpoint: E, ...[options]: CallArguments<E>) =>
    send(endpoint.method, endpointUrl(endpoint, options), options?.body);
  return {
    call,
    async read<E extends AnyEndpoint>(
      endpoint: E,
      ...[options]: CallArguments<E, { status?: number }>
    ): Promise<ResponseOf<E>> {
      const response = await send(endpoint.method, endpointUrl(endpoint, options), options?.body);
      return answerOf(endpoint, response, options?.status);
    },
    post: (path: string, body?: unknown) => send('POST', path, body),
    patch: (path: string, body: unknown) => send('PATCH', path, body),
    delete: (path: string) => send('DELETE', path),
    send,
  };
}

/**
 * `read` as the member given first, for a test that reads as several members:
 * `const read = readAs(t); await read(member, endpoint, { params })`.
 */
export function readAs(t: Pick<TestApp, 'request'>) {
  return <E extends AnyEndpoint>(
    member: Pick<TestMember, 'cookie'>,
    endpoint: E,
    ...options: CallArguments<E, { status?: number }>
  ) => memberClient(t, member).read(endpoint, ...options);
}
