import { describe, expect, it } from 'vitest';
import { type CircuitPass, createCircuitBreaker } from './circuit-breaker';

function breakerAt(clock: { now: number }) {
  const changes: string[] = [];
  const breaker = createCircuitBreaker({
    failureThreshold: 3,
    openMs: 30_000,
    now: () => clock.now,
    onChange: (state) => changes.push(state),
  });
  const pass = (): CircuitPass => {
    const granted = breaker.tryPass();
    if (!granted) throw new Error('expected the breaker to let the call through');
    return granted;
  };
  return { breaker, changes, pass };
}

describe('createCircuitBreaker', () => {
  it('opens after three failures in a row, not when a success comes between', () => {
    const { breaker, changes, pass } = breakerAt({ now: 0 });
    pass().failed();
    pass().failed();
    pass().succeeded();
    pass().failed();
    pass().failed();
    expect(breaker.isOpen()).toBe(false);

    pass().failed();
    expect(breaker.isOpen()).toBe(true);
    expect(breaker.tryPass()).toBeUndefined();
    expect(changes).toEqual(['open']);
  });

  it('refuses calls for the open period, then lets exactly one probe through', () => {
    const clock = { now: 0 };
    const { breaker, pass } = breakerAt(clock);
    for (let i = 0; i < 3; i++) pass().failed();

    clock.now = 29_999;
    expect(breaker.tryPass()).toBeUndefined();
    expect(breaker.retryAfterMs()).toBe(1);

    clock.now = 30_000;
    expect(breaker.isOpen()).toBe(false);
    const probe = pass();
    expect(breaker.isOpen()).toBe(true);
    expect(breaker.tryPass()).toBeUndefined();
    probe.succeeded();
    expect(breaker.isOpen()).toBe(false);
    pass().succeeded();
  });

  it('stays open for another period when the probe fails', () => {
    const clock = { now: 0 };
    const { breaker, changes, pass } = breakerAt(clock);
    for (let i = 0; i < 3; i++) pass().failed();
    clock.now = 30_000;
    pass().failed();

    expect(breaker.tryPass()).toBeUndefined();
    expect(breaker.retryAfterMs()).toBe(30_000);
    clock.now = 60_000;
    pass().succeeded();
    expect(changes).toEqual(['open', 'closed']);
  });

  it('gives the probe back when the call never went out', () => {
    const clock = { now: 0 };
    const { breaker, pass } = breakerAt(clock);
    for (let i = 0; i < 3; i++) pass().failed();
    clock.now = 30_000;
    pass().release();

    expect(breaker.isOpen()).toBe(false);
    pass().succeeded();
    expect(breaker.isOpen()).toBe(false);
  });

  it('does not extend the wait for calls that set out before it opened', () => {
    const clock = { now: 0 };
    const { breaker, pass } = breakerAt(clock);
    const late = [pass(), pass(), pass(), pass()];
    for (const call of late.slice(0, 3)) call.failed();
    clock.now = 20_000;
    late[3]?.failed();

    expect(breaker.retryAfterMs()).toBe(10_000);
    // A pass reports once: a second word from it is ignored.
    late[0]?.succeeded();
    expect(breaker.isOpen()).toBe(true);
  });
});
