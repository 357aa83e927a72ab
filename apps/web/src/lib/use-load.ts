import { useEffect, useState } from 'react';

// What a sign-in screen reads as it opens (who is signed in, whether sign-up is open), without
// the query client those screens load without (docs/decisions/015-visitor-entry.md).

export interface Loaded<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
}

/** Calls `load` once, as the screen mounts; `load` must be a stable function. */
export function useLoad<T>(load: (options: { signal: AbortSignal }) => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({
    data: undefined,
    isPending: true,
    error: null,
  });
  useEffect(() => {
    const controller = new AbortController();
    load({ signal: controller.signal }).then(
      (data) => setLoaded({ data, isPending: false, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ data: undefined, isPending: false, error });
      },
    );
    return () => controller.abort();
  }, [load]);
  return loaded;
}
