import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Runs `act` once for each distinct `occasion` (e.g. 'error:<errorUpdatedAt>'), however often
 * React renders or runs effects: one toast and one log line per failure. A null occasion means
 * there is nothing to act on.
 */
export function useOncePerOccasion(occasion: string | null, act: () => void): void {
  const onOccasion = useEffectEvent(act);
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (occasion === null || seen.current === occasion) return;
    seen.current = occasion;
    onOccasion();
  }, [occasion]);
}
