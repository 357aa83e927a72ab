import { RATE_LIMIT_COUNTDOWN_SECONDS } from '@manna/shared';
import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

export interface RetryCountdown {
  /** Whole seconds left; 0 when retrying is allowed. */
  secondsLeft: number;
  /** Starts (or restarts) the countdown, 30 s by default (after a rate limit). */
  start: (seconds?: number) => void;
  /** Stops it at once: the countdown resets to 0 on the next successful load. */
  reset: () => void;
}

/**
 * After a rate limit, a 30 second countdown, decrementing each second, during which retrying is
 * disabled (docs/product/scripture.md#the-scripture-panel). It counts towards a deadline rather
 * than decrementing a counter, so it stays right when timers are throttled (a background tab) or
 * the clock jumps (a sleeping laptop).
 */
export function useRetryCountdown(): RetryCountdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number = RATE_LIMIT_COUNTDOWN_SECONDS) => {
    const next = Date.now() + seconds * 1000;
    setSecondsLeft(secondsUntil(next));
    setDeadline(next);
  }, []);

  const reset = useCallback(() => {
    setDeadline(null);
    setSecondsLeft(0);
  }, []);

  return { secondsLeft, start, reset };
}
