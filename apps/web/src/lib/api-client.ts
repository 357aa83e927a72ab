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

type Json = Record<string, unknown> | unknown[];

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: Json;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
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
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError({ cause: error });
  }

  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, errorMessageFrom(data, response));
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: Json) => request<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body: Json) => request<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
};
