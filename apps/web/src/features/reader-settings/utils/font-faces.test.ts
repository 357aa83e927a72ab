import { afterEach, describe, expect, it, vi } from 'vitest';

// docs/product/reading-plans.md#steady-layout: scripture waits for its font's faces, at most 3 s.

/** A browser's font loading whose loads answer when `release()` is called. */
function fakeFontLoading() {
  let release = () => {};
  const loaded = new Promise<FontFace[]>((resolve) => {
    release = () => resolve([]);
  });
  let markAsked = () => {};
  /** Resolves when the first face is asked for (the family's CSS is in by then). */
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  const load = vi.fn((_font: string) => {
    markAsked();
    return loaded;
  });
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
  return { load, release, asked };
}

/** The module afresh: which families are ready is kept per page. */
async function freshFontFaces() {
  vi.resetModules();
  return import('./font-faces');
}

afterEach(() => {
  Reflect.deleteProperty(document, 'fonts');
  vi.useRealTimers();
});

describe('reading font readiness', () => {
  it('counts a family ready once its regular, italic and bold faces are in', async () => {
    const fonts = fakeFontLoading();
    const { isFontReady, loadFontFaces } = await freshFontFaces();
    const done = loadFontFaces('georgia');
    await fonts.asked;
    expect(fonts.load).toHaveBeenCalledTimes(3);
    expect(fonts.load.mock.calls.map(([font]) => font.split(' Georgia')[0])).toEqual([
      '1em',
      'italic 1em',
      '700 1em',
    ]);
    expect(isFontReady('georgia')).toBe(false);

    fonts.release();
    await done;
    expect(isFontReady('georgia')).toBe(true);
    expect(isFontReady('lato')).toBe(false);
  });

  it('stops waiting for faces that take longer than 3 s', async () => {
    const fonts = fakeFontLoading();
    const { isFontReady, loadFontFaces, subscribeToFontReadiness } = await freshFontFaces();
    const listener = vi.fn();
    subscribeToFontReadiness(listener);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const done = loadFontFaces('inter');
    await fonts.asked;
    await vi.advanceTimersByTimeAsync(2999);
    expect(isFontReady('inter')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(isFontReady('inter')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('counts every family ready where the browser has no font loading (tests, old browsers)', async () => {
    const { isFontReady } = await freshFontFaces();
    expect(isFontReady('merriweather')).toBe(true);
  });
});
