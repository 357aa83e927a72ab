import { type ReactNode, useEffect, useState } from 'react';
import { LazyBoundary } from '@/lib/lazy-export';

/**
 * A lazy part of a screen (`children`), rendered once the screen's heading is in the document,
 * with `placeholder` in its room until its code has come. Rendered with the heading, its code
 * would start loading before the heading shows and compete with it
 * (docs/decisions/005-first-load-budget.md).
 */
export function AfterHeading({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const [headingShown, setHeadingShown] = useState(false);
  // Effects run once what rendered with this, the heading included, is in the document.
  useEffect(() => setHeadingShown(true), []);
  return headingShown ? (
    <LazyBoundary fallback={placeholder}>{children}</LazyBoundary>
  ) : (
    placeholder
  );
}
