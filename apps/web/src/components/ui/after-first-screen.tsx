import type { ReactNode } from 'react';
import { useFirstScreenShown } from '@/lib/first-screen';
import { LazyBoundary } from '@/lib/lazy-export';

/**
 * `children`, lazy, once the first screen has shown its content (lib/first-screen.ts), with
 * `placeholder` in their room until then and until their code has come. On a cold load their
 * code and requests would otherwise compete with the screen's own content; on the screens after
 * it, they render at once.
 */
export function AfterFirstScreen({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  return useFirstScreenShown() ? (
    <LazyBoundary fallback={placeholder}>{children}</LazyBoundary>
  ) : (
    placeholder
  );
}
