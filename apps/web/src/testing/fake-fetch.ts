// The common ground of the in-memory API fakes (features/*/testing/fake-*-api.ts): a stubbed
// fetch that hands each fake its requests already parsed, the routes typed by the contract and
// the JSON answers they give. What the fakes store (their clock, order and pages) is in
// fake-records.ts.
import type { AnyEndpoint, BodyInput, PathParams, ResponseOf } from '@manna/shared';
import { vi } from 'vitest';

/** A request as a fake sees it: the method, the URL (on http://localhost) and the JSON body. */
export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** Answers a request before the fake does (return undefined to pass it on). */
export type FakeOverride = (
  request: FakeRequest,
) => Response | undefined | Promise<Response | undefined>;

/** A JSON answer; without a body (a 204), an empty one. */
export function jsonResponse(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function parseRequest(input: RequestInfo | URL, init?: RequestInit): FakeRequest {
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  return { method: init?.method ?? 'GET', url: new URL(String(input), 'http://localhost'), body };
}

/**
 * Stubs the global fetch (undone by vi.unstubAllGlobals) with `answer`, which gets each request
 * parsed. `requests()` lists the requests made so far, parsed the same way.
 */
export function stubFakeFetch(answer: (request: FakeRequest) => Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(parseRequest(input, init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  const requests = () => fetchMock.mock.calls.map(([input, init]) => parseRequest(input, init));
  return { fetchMock, requests };
}

/** An error report (POST /api/client-errors): the fakes accept them and leave them out of calls. */
export function isErrorReport(request: FakeRequest): boolean {
  return request.url.pathname === '/api/client-errors';
}

/** What every feature's fake API takes, besides its own data. */
export interface FakeApiOptions {
  /** The most a list answers with, whatever the client asks for (to test paging). */
  pageSize?: number;
  /** Answers a request before the fake does (return undefined to pass it on). */
  override?: FakeOverride;
}

/**
 * A feature's fake API on a stubbed fetch: `options.override` answers first, error reports are
 * accepted, and the first of `routes` that matches takes the rest (anything else is a 404).
 * `calls()` lists the requests made so far, error reports left out.
 */
export function stubFakeApi(routes: readonly FakeRoute[], options: FakeApiOptions) {
  const answer = answerWith(routes);
  const { fetchMock, requests } = stubFakeFetch(async (request) => {
    const overridden = await options.override?.(request);
    if (overridden) return overridden;
    if (isErrorReport(request)) return jsonResponse(204);
    return answer(request);
  });
  const calls = () => requests().filter((request) => !isErrorReport(request));
  return { fetchMock, requests, calls };
}

/** A fake's answer with a status of its choosing: `reply(201, { prayer })`. */
export class FakeReply<Body> {
  constructor(
    readonly status: number,
    readonly body: Body,
  ) {}
}

export const reply = <Body>(status: number, body: Body) => new FakeReply(status, body);

/** An error answer, `{ error: message }`, as the API gives it. */
export const failure = (status: number, message: string) =>
  new FakeReply(status, { error: message });

/** What a fake's handler for `E` is handed: the request with its path parameters and body. */
export interface FakeCall<E extends AnyEndpoint> {
  params: PathParams<E['path']>;
  url: URL;
  body: BodyInput<E>;
}

/**
 * A fake's handler for one endpoint, typed by the contract: it answers the endpoint's response
 * (200; null is a 204), or a reply or failure with a status of its own. A changed response type
 * breaks the fake at compile time.
 */
export type FakeHandler<E extends AnyEndpoint> = (
  call: FakeCall<E>,
) =>
  | ResponseOf<E>
  | FakeReply<ResponseOf<E> | { error: string }>
  | Promise<ResponseOf<E> | FakeReply<ResponseOf<E> | { error: string }>>;

/** One endpoint of a fake API, its types erased so a fake can list several. */
export interface FakeRoute {
  answer(request: FakeRequest): Promise<Response> | undefined;
}

/** The `:name`s of a path template and a pattern that matches the paths it describes. */
function pathMatcher(template: string) {
  const names: string[] = [];
  const pattern = template.replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${pattern}$`);
  return (path: string) => {
    const match = regex.exec(path);
    if (!match) return undefined;
    return Object.fromEntries(
      names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
    );
  };
}

/** Answers `endpoint` in a fake API with `handle`. */
export function fakeRoute<E extends AnyEndpoint>(endpoint: E, handle: FakeHandler<E>): FakeRoute {
  const match = pathMatcher(endpoint.path);
  return {
    answer(request) {
      if (request.method !== endpoint.method) return undefined;
      const params = match(request.url.pathname);
      if (!params) return undefined;
      // The fake stands where the route validates: what the client sent is what the contract
      // says it sends (the client compiles against the same types), and the endpoint carries
      // no schemas at run time to check it with.
      const call = {
        // The path matched the template, so every :name of it has a value.
        params: params as PathParams<E['path']>,
        url: request.url,
        // The JSON the client built from BodyInput<E>.
        body: request.body as BodyInput<E>,
      };
      return Promise.resolve(handle(call)).then((answer) => {
        if (answer instanceof FakeReply) return jsonResponse(answer.status, answer.body);
        return answer === null ? jsonResponse(204) : jsonResponse(200, answer);
      });
    },
  };
}

/** A fake API made of routes: the first that matches answers, anything else is a 404. */
export function answerWith(routes: readonly FakeRoute[]) {
  return (request: FakeRequest): Promise<Response> => {
    for (const route of routes) {
      const answer = route.answer(request);
      if (answer) return answer;
    }
    return Promise.resolve(jsonResponse(404, { error: 'Not found' }));
  };
}
