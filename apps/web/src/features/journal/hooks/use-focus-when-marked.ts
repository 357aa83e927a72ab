import { useEffect, useRef } from 'react';

/**
 * A card marked on arrival at /journal (utils/journal-landing.ts) is scrolled into view and its
 * link takes the focus, once: keyboard and screen reader users carry on from what they changed.
 */
export function useFocusWhenMarked<Target extends HTMLElement>(marked: boolean) {
  const ref = useRef<Target>(null);
  useEffect(() => {
    if (!marked) return;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [marked]);
  return ref;
}
