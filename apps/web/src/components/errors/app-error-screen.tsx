import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { Button } from '@/components/ui/button';
import { reportError } from '@/lib/error-reporting';

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

interface ErrorScreenProps {
  error: unknown;
  onRefresh?: () => void;
}

/** The top-level failure screen (docs/product/accounts-and-shell.md#errors-and-waiting). */
export function ErrorScreen({
  error,
  onRefresh = () => window.location.reload(),
}: ErrorScreenProps) {
  const message = error instanceof Error ? error.message : null;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-12">
      <title>Something went wrong · Manna</title>
      <div role="alert" className="w-full max-w-lg text-center">
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="font-serif text-3xl font-semibold">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">
          The application encountered an error. Please refresh the page and try again.
        </p>
        <details className="mt-6 rounded-xl border border-border bg-card p-4 text-left">
          <summary className="cursor-pointer rounded text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Error details
          </summary>
          {message ? <p className="mt-3 text-sm font-medium break-words">{message}</p> : null}
          <pre className="mt-3 max-h-64 overflow-auto rounded-lg bg-muted p-3 text-xs leading-relaxed whitespace-pre-wrap break-words">
            {describeError(error)}
          </pre>
        </details>
        <Button className="mt-8" onClick={onRefresh}>
          Refresh Page
        </Button>
      </div>
    </main>
  );
}

/** The error boundary's fallback around every screen. */
export function AppErrorScreen({ error }: FallbackProps) {
  useEffect(() => {
    console.error('The app failed to render', error);
    reportError(error, 'app: render');
  }, [error]);
  return <ErrorScreen error={error} />;
}
