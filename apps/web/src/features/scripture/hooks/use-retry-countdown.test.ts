import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRetryCountdown } from './use-retry-countdown';

describe('useRetryCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-06-01T08:00:00Z') });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at 0, so retrying is allowed', () => {
    const { result } = renderHook(() => useRetryCountdown());
    expect(result.current.secondsLeft).toBe(0);
  });

  it('counts down from 30 one second at a time and stops at 0', () => {
    const { result } = renderHook(() => useRetryCountdown());
    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(30);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(29);

    act(() => vi.advanceTimersByTime(999));
    expect(result.current.secondsLeft).toBe(29);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.secondsLeft).toBe(28);

    act(() => vi.advanceTimersByTime(27_000));
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(0);

    // Nothing keeps ticking once it is over.
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('accepts another length', () => {
    const { result } = renderHook(() => useRetryCountdown());
    act(() => result.current.start(5));
    expect(result.current.secondsLeft).toBe(5);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('restarts from the full length when started again', () => {
    const { result } = renderHook(() => useRetryCountdown());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(20);
    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(30);
  });

  it('resets to 0 at once and stops its timer', () => {
    const { result } = renderHook(() => useRetryCountdown());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.reset());
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('catches up after the clock jumps (a throttled tab or a sleeping device)', () => {
    const { result } = renderHook(() => useRetryCountdown());
    act(() => result.current.start());
    act(() => vi.setSystemTime(Date.now() + 25_000));
    act(() => vi.advanceTimersByTime(250));
    expect(result.current.secondsLeft).toBe(5);
  });

  it('cleans up its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useRetryCountdown());
    act(() => result.current.start());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
