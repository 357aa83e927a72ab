// Serves the endpoints of the shared contract (packages/shared, `*-endpoints.ts`): the route takes
// the input schemas the endpoint names and its handler must answer the endpoint's response type,
// so a route cannot drift from what the web client and the tests compile against
// (docs/decisions/008-api-contract.md).
import type {
  AnyEndpoint,
  BodyOutput,
  BodySchemaOf,
  PathParams,
  QueryOutput,
  QuerySchemaOf,
  ResponseOf,
} from '@manna/shared';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodType } from 'zod';
import { validate } from './validation';

/** An answer with a status other than 200: `reply(201, { prayer })`. */
export class Reply<Body> {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Body,
  ) {}
}

export const reply = <Body>(status: ContentfulStatusCode, body: Body) => new Reply(status, body);

/** What a handler receives: the path parameters, and the query and body after validation. */
export interface RouteInput<E extends AnyEndpoint> {
  params: PathParams<E['path']>;
  query: QueryOutput<E>;
  body: BodyOutput<E>;
}

/** The schemas the endpoint names, which the route must pass, and middleware to run first. */
export type RouteOptions<E extends AnyEndpoint> = {
  /** Run before validation, e.g. the check that an `:id` is a uuid (a 404 when it is not). */
  before?: MiddlewareHandler[];
} & (QuerySchemaOf<E> extends ZodType ? { query: QuerySchemaOf<E> } : { query?: never }) &
  (BodySchemaOf<E> extends ZodType ? { body: BodySchemaOf<E> } : { body?: never });

/** An error answered by the handler itself rather than thrown (it carries more than a message). */
export interface ErrorBody {
  error: string;
}

/**
 * A handler answers the endpoint's response (200; null is a 204), or a reply with a status: the
 * response, or an error body.
 */
export type RouteHandler<E extends AnyEndpoint, RouterEnv extends Env> = (
  c: Context<RouterEnv>,
  input: RouteInput<E>,
) => Promise<ResponseOf<E> | Reply<ResponseOf<E> | ErrorBody>>;

/**
 * Serves endpoints on `router`, which the app mounts at `mount` (e.g. '/api/prayers'). Routes
 * are matched in the order they are served, as with Hono's own methods.
 */
export function contractRoutes<RouterEnv extends Env>(router: Hono<RouterEnv>, mount: string) {
  return function serve<E extends AnyEndpoint>(
    endpoint: E,
    options: RouteOptions<E>,
    handler: RouteHandler<E, RouterEnv>,
  ): void {
    if (!endpoint.path.startsWith(mount)) {
      throw new Error(`${endpoint.path} is not under ${mount}`);
    }
    // What the validators parsed, for the handler of this request.
    const parsed = new WeakMap<Context, { query?: unknown; body?: unknown }>();
    const keep = (part: 'query' | 'body') => (value: unknown, c: Context) => {
      parsed.set(c, { ...parsed.get(c), [part]: value });
    };
    const checks: MiddlewareHandler[] = [...(options.before ?? [])];
    if (options.query) checks.push(validate('query', options.query, keep('query')));
    if (options.body) checks.push(validate('json', options.body, keep('body')));
    const names = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name ?? '');

    const respond: MiddlewareHandler<RouterEnv> = async (c) => {
      const params = Object.fromEntries(names.map((name) => [name, c.req.param(name) ?? '']));
      // The validators above parsed the query and body with the endpoint's own schemas; the
      // request's types cannot follow a generic endpoint, so this is where they are named.
      const input = { params, ...parsed.get(c) } as RouteInput<E>;
      const answer = await handler(c, input);
      if (answer instanceof Reply) return c.json(answer.body, answer.status);
      return answer === null ? c.body(null, 204) : c.json(answer);
    };
    router.on(endpoint.method, endpoint.path.slice(mount.length) || '/', every(...checks), respond);
  };
}
