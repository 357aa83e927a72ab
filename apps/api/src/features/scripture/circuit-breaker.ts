export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses calls before it lets one probe through. */
  openMs: number;
  now?: () => number;
  /** Told when the circuit opens (calls stop) and when it closes again (calls flow). */
  onChange?: (state: 'open' | 'closed') => void;
}

/** Permission for one call; exactly one of its methods reports how the call went. */
export interface CircuitPass {
  /** The dependency answered (even with a refusal): it is up. */
  succeeded(): void;
  /** The dependency is down: timed out, unreachable, or failing on its side. */
  failed(): void;
  /** The call never went out: it proves nothing either way. */
  release(): void;
}

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;

/**
 * A circuit breaker for one dependency. Closed, calls flow; after `failureThreshold` failures in
 * a row it opens and refuses calls at once for `openMs`; then it lets a single probe through
 * (half-open) while still refusing the rest: the probe's success closes it, its failure opens it
 * for another `openMs`. State is in memory, per process (see docs/decisions/004-scripture.md).
 */
export function createCircuitBreaker({
  failureThreshold,
  openMs,
  now = Date.now,
  onChange,
}: CircuitBreakerOptions) {
  let consecutiveFailures = 0;
  let openedAt: number | undefined;
  let probing = false;

  const open = () => {
    const wasClosed = openedAt === undefined;
    openedAt = now();
    if (wasClosed) onChange?.('open');
  };
  const close = () => {
    consecutiveFailures = 0;
    if (openedAt === undefined) return;
    openedAt = undefined;
    onChange?.('closed');
  };

  /** Milliseconds until a probe may go out; 0 when calls may go out now. */
  function waitMs(): number {
    if (openedAt === undefined) return 0;
    return Math.max(openedAt + openMs - now(), 0);
  }

  return {
    /**
     * Whether calls are being refused: open and waiting, or its one probe still out. Once the
     * wait is over and nobody has probed yet, the next call will find out, so this says no.
     */
    isOpen(): boolean {
      return openedAt !== undefined && (probing || waitMs() > 0);
    },

    /** When a refused caller may try again, in milliseconds (at least 1 while open). */
    retryAfterMs(): number {
      return Math.max(waitMs(), 1);
    },

    /** A pass for one call, or undefined when the circuit refuses it. */
    tryPass(): CircuitPass | undefined {
      const isProbe = openedAt !== undefined;
      if (isProbe) {
        if (probing || waitMs() > 0) return undefined;
        probing = true;
      }
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        if (isProbe) probing = false;
        outcome();
      };
      return {
        succeeded: () => settle(close),
        failed: () =>
          settle(() => {
            consecutiveFailures += 1;
            // A call that set out before the circuit opened does not extend its wait.
            if (isProbe || (openedAt === undefined && consecutiveFailures >= failureThreshold)) {
              open();
            }
          }),
        release: () => settle(() => {}),
      };
    },
  };
}
