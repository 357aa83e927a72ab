import {
  type AnyEndpoint,
  type CallArguments,
  endpointUrl,
  type HttpMethod,
  type ResponseOf,
} from '@manna/shared';

// The general error mapping (docs/product/accounts-and-shell.md#error-messages).
export const AUTH_ERROR_MESSAGE = 'Authentication error. Please sign in again.';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue';

/** Where an error came from: our JSON API, or better-auth under /api/auth. */
export type ApiErrorSource = 'api' | 'auth';

/** An error answered by the server (`{ error: string }` with a 4xx/5xx status). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly source: ApiErrorSource;

  constructor(
    status: number,
    message: string,
    { code, source = 'api' }: { code?: string | undefined; source?: ApiErrorSource } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.source = source;
  }
}

/** A request that never got an answer (offline, DNS, CORS, aborted connection). */
export class NetworkError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(NETWORK_ERROR_MESSAGE, options);
    this.name = 'NetworkError';
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * A 401 from one of our protected API calls means the session is gone. better-auth also answers
 * 401 for a wrong password or code, which must not sign the member out, hence the source check.
 */
export function isSessionExpiredError(error: unknown): boolean {
  return isApiError(error, 401) && error.source === 'api';
}

/**
 * Turns anything thrown into a sentence fit for a member to read
 * (docs/product/accounts-and-shell.md#error-messages).
 */
export function getErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return UNEXPECTED_ERROR_MESSAGE;
  if (error instanceof NetworkError) return NETWORK_ERROR_MESSAGE;
  const message = error.message;
  if (/jwt/i.test(message)) return AUTH_ERROR_MESSAGE;
  if (/network|failed to fetch|load failed/i.test(message)) return NETWORK_ERROR_MESSAGE;
  return message.trim() === '' ? UNEXPECTED_ERROR_MESSAGE : message;
}

interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  signal?: AbortSignal | undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return null;
  }
}

function errorMessageFrom(body: unknown, response: Response): string {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
    return body.error;
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

/** Same-origin JSON request to the API; throws ApiError or NetworkError. */
async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      // The browser writes a FormData's multipart Content-Type, boundary included.
      headers: {
        Accept: 'application/json',
        ...(body === undefined || body instanceof FormData
          ? {}
          : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError({ cause: error });
  }

  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, errorMessageFrom(data, response));
  return data;
}

/**
 * Calls an endpoint of our API (packages/shared, `*-endpoints.ts`) and answers its response type;
 * throws ApiError or NetworkError. A 204 answers null.
 */
export async function callApi<E extends AnyEndpoint>(
  endpoint: E,
  ...[options]: CallArguments<E, { signal?: AbortSignal | undefined }>
): Promise<ResponseOf<E>> {
  const data = await request(endpointUrl(endpoint, options), {
    method: endpoint.method,
    body: options?.body,
    signal: options?.signal,
  });
  // The one place the server's answer is taken at its word: the contract is what both sides
  // compile against (docs/decisions/008-api-contract.md).
  return data as ResponseOf<E>;
}

/** Sends `form` as multipart to an endpoint that takes files (voice memos) rather than JSON. */
export async function sendForm<E extends AnyEndpoint>(
  endpoint: E,
  form: FormData,
): Promise<ResponseOf<E>> {
  const data = await request(endpoint.path, { method: endpoint.method, body: form });
  // As in callApi: the contract is what both sides compile against.
  return data as ResponseOf<E>;
}
