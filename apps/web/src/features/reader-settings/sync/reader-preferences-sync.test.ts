import type { ReaderPreferencesInput } from '@manna/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getReaderPreferences,
  resetReaderPreferencesCache,
  updateFontSettings,
  updateTranslationPreference,
} from '../stores/reader-settings-store';
import { startReaderPreferencesSync } from './reader-preferences-sync';

const saved: ReaderPreferencesInput = { translation: 'web', font_family: 'georgia', font_size: 20 };

describe('startReaderPreferencesSync', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    window.localStorage.clear();
    resetReaderPreferencesCache();
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
  });

  it("takes the account's preferences as this device's", async () => {
    const save = vi.fn(async () => undefined);
    stop = startReaderPreferencesSync({ load: async () => ({ preferences: saved }), save }, 10);
    await vi.waitFor(() =>
      expect(getReaderPreferences()).toMatchObject({
        translation: 'web',
        fontFamily: 'georgia',
        fontSize: 20,
      }),
    );
    expect(save).not.toHaveBeenCalled();
  });

  it("gives an account without preferences this device's", async () => {
    const save = vi.fn(async () => undefined);
    stop = startReaderPreferencesSync({ load: async () => ({ preferences: null }), save }, 10);
    await vi.waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        translation: 'kjv',
        font_family: 'avenir',
        font_size: 16,
      }),
    );
  });

  it('keeps a change made before the account answers, and saves it', async () => {
    let answer: (value: { preferences: ReaderPreferencesInput }) => void = () => undefined;
    const load = () =>
      new Promise<{ preferences: ReaderPreferencesInput }>((resolve) => {
        answer = resolve;
      });
    const save = vi.fn(async () => undefined);
    stop = startReaderPreferencesSync({ load, save }, 10);
    updateFontSettings({ fontSize: 24 });
    answer({ preferences: saved });
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ translation: 'kjv', font_family: 'avenir', font_size: 24 });
    expect(getReaderPreferences().fontSize).toBe(24);
  });

  it('keeps a change the page left before saving when it starts again', async () => {
    const never = vi.fn(async () => undefined);
    stop = startReaderPreferencesSync(
      { load: () => new Promise(() => undefined), save: never },
      10_000,
    );
    updateFontSettings({ fontSize: 22 });
    stop = undefined; // the page is gone: no stop, no save
    resetReaderPreferencesCache();

    const save = vi.fn(async () => undefined);
    stop = startReaderPreferencesSync({ load: async () => ({ preferences: saved }), save }, 10);
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(getReaderPreferences().fontSize).toBe(22);
    expect(never).not.toHaveBeenCalled();
  });

  it('saves changes once they stop, as one request', async () => {
    const save = vi.fn(async () => undefined);
    stop = startReaderPreferencesSync({ load: async () => ({ preferences: saved }), save }, 50);
    await vi.waitFor(() => expect(getReaderPreferences().translation).toBe('web'));
    updateTranslationPreference('kjv');
    updateFontSettings({ fontSize: 24 });
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      translation: 'kjv',
      font_family: 'georgia',
      font_size: 24,
    });
  });
});
