import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './service-worker';

function fakeWindow() {
  return Object.assign(new EventTarget(), {
    sessionStorage: window.sessionStorage,
    location: { reload: vi.fn() },
  });
}

function preloadError(): Event {
  return new Event('vite:preloadError', { cancelable: true });
}

describe('reloadOnStaleChunks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads once when a lazy chunk of an older build is gone', () => {
    const target = fakeWindow();
    const stop = reloadOnStaleChunks(target, () => true);

    const first = preloadError();
    target.dispatchEvent(first);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    // A chunk that still fails right after the reload is really broken: let the error show.
    vi.advanceTimersByTime(5000);
    const second = preloadError();
    target.dispatchEvent(second);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    vi.advanceTimersByTime(10_000);
    target.dispatchEvent(preloadError());
    expect(target.location.reload).toHaveBeenCalledTimes(2);

    stop();
    vi.advanceTimersByTime(60_000);
    target.dispatchEvent(preloadError());
    expect(target.location.reload).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed chunk to the error screen when no service worker is in control', () => {
    const target = fakeWindow();
    reloadOnStaleChunks(target, () => false);
    const event = preloadError();
    target.dispatchEvent(event);
    expect(target.location.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
