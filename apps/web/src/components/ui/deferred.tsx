import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react';

interface DeferredProps {
  /** What keeps the room meanwhile: the same size as `children`, so nothing moves. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * `fallback` in the first commit, `children` (in a Suspense boundary with the same fallback) from
 * the next, before the browser paints: code `children` load lazily is asked for once what is
 * around them is in the document, the screen's heading first, so it never holds that up
 * (docs/decisions/016-reading-first-load.md).
 */
export function Deferred({ fallback, children }: DeferredProps) {
  const [committed, setCommitted] = useState(false);
  useLayoutEffect(() => setCommitted(true), []);
  return committed ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
