import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * A lazy part of a screen (`children`), rendered once the screen's heading is in the document,
 * with `placeholder` in its room until its code has come. Rendered with the heading, its code
 * would start loading before the heading shows (React holds a screen back for a moment after
 * its route's wait) and compete with it (docs/decisions/005-first-load-budget.md).
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
  return headingShown ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
