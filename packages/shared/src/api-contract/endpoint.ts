// One description of each endpoint of our own API, shared by the web client, the API routes, the
// API tests and the web fakes (docs/decisions/008-api-contract.md). At run time an endpoint is
// only its method and path: the input schemas and the response are carried as types, so a screen
// that calls an endpoint does not load zod or the schemas with it. The route that serves the
// endpoint must hand over exactly the schemas named here (apps/api/src/lib/contract-routes.ts).
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The input an endpoint validates: a zod schema for the query string and one for the JSON body. */
export interface EndpointInput {
  query?: z.ZodType;
  body?: z.ZodType;
}

/** The `:name` segments of a path template, e.g. 'planId' | 'chapterId'. */
export type PathParamName<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamName<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** A value for every `:name` in the path template. */
export type PathParams<Path extends string> = { readonly [Name in PathParamName<Path>]: string };

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Input extends EndpointInput = EndpointInput,
  Response = unknown,
> {
  readonly method: Method;
  /** From the origin, with `:name` for each path parameter: '/api/prayers/:id'. */
  readonly path: Path;
  /** Types only, never set: what the endpoint takes and answers. */
  readonly contract?: { readonly input: Input; readonly response: Response };
}

/** Any endpoint, whatever it takes and answers (every part of an endpoint is covariant). */
export type AnyEndpoint = Endpoint<HttpMethod, string, EndpointInput, unknown>;

export type ResponseOf<E extends AnyEndpoint> = NonNullable<E['contract']>['response'];
type InputOf<E extends AnyEndpoint> = NonNullable<E['contract']>['input'];
/** The endpoint's query schema, or undefined when it takes no query. */
export type QuerySchemaOf<E extends AnyEndpoint> =
  InputOf<E> extends { query: infer Schema extends z.ZodType } ? Schema : undefined;
/** The endpoint's body schema, or undefined when it takes no body. */
export type BodySchemaOf<E extends AnyEndpoint> =
  InputOf<E> extends { body: infer Schema extends z.ZodType } ? Schema : undefined;

/** What a client sends in the query string: the schema's input (before coercion). */
export type QueryInput<E extends AnyEndpoint> =
  QuerySchemaOf<E> extends z.ZodType ? z.input<QuerySchemaOf<E>> : undefined;
/** What a client sends as the JSON body: the schema's input (before defaults and trimming). */
export type BodyInput<E extends AnyEndpoint> =
  BodySchemaOf<E> extends z.ZodType ? z.input<BodySchemaOf<E>> : undefined;
/** What a route receives after validation. */
export type QueryOutput<E extends AnyEndpoint> =
  QuerySchemaOf<E> extends z.ZodType ? z.output<QuerySchemaOf<E>> : undefined;
export type BodyOutput<E extends AnyEndpoint> =
  BodySchemaOf<E> extends z.ZodType ? z.output<BodySchemaOf<E>> : undefined;

/**
 * Declares an endpoint: `endpoint<{ prayer: Prayer }, { body: typeof createPrayerInputSchema }>()(
 * 'POST', '/api/prayers')`. Two calls so the response and input are written while the method and
 * path are inferred as literals. A 204 answers `null`. Each declaration is marked
 * `/* @__PURE__ *\/` so that the bundler drops the endpoints a screen does not call.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<Response, Input extends EndpointInput = Record<never, never>>() {
  return <Method extends HttpMethod, Path extends `/api/${string}`>(
    method: Method,
    path: Path,
  ): Endpoint<Method, Path, Input, Response> => ({ method, path });
}

/** What a call to `E` sends: its path parameters, query and body, as the contract types them. */
export type CallOptions<E extends AnyEndpoint> = ([PathParamName<E['path']>] extends [never]
  ? { params?: never }
  : { params: PathParams<E['path']> }) &
  (QueryInput<E> extends undefined ? { query?: never } : { query?: QueryInput<E> }) &
  (BodyInput<E> extends undefined ? { body?: never } : { body: BodyInput<E> });

/** The options argument of a call: optional when the endpoint needs nothing. */
export type CallArguments<E extends AnyEndpoint, Extra = unknown> =
  Record<never, never> extends CallOptions<E>
    ? [options?: CallOptions<E> & Extra]
    : [options: CallOptions<E> & Extra];

/** The URL a call to `endpoint` requests: its path with the parameters, then the query. */
export function endpointUrl<E extends AnyEndpoint>(
  endpoint: E,
  options: { params?: PathParams<E['path']>; query?: unknown } | undefined,
): string {
  return `${buildPath(endpoint.path, options?.params ?? {})}${buildQueryString(options?.query)}`;
}

/** The path with each `:name` replaced by its value, URL-encoded. */
export function buildPath(path: string, values: Readonly<Record<string, string>>): string {
  // The contract's types make every :name present.
  return path.replace(/:([A-Za-z]+)/g, (_segment, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}

/** A query object as a query string: undefined values left out, arrays as repeated keys. */
export function buildQueryString(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
