import { type ClientErrorReport, clientErrorsEndpoints } from '@manna/shared';

/**
 * Sends an error, with where it happened, to the server log
 * (docs/product/accounts-and-shell.md#error-reporting: errors are reported to an error service;
 * callers log to the console themselves). Never throws: reporting must not become a second failure.
 */
export function reportError(error: unknown, context: string): void {
  const report: ClientErrorReport = {
    message:
      (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'Unknown error',
    context: context.slice(0, 200),
    path: window.location.pathname.slice(0, 500),
    ...(error instanceof Error && error.stack && { stack: error.stack.slice(0, 8000) }),
  };
  try {
    // Not callApi: keepalive lets a report leave as the page unloads.
    const { method, path } = clientErrorsEndpoints.report;
    void fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      credentials: 'include',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Offline or blocked: the console line above is all we can do.
  }
}
