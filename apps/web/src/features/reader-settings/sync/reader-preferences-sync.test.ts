import type { ReaderPreferencesInput } from '@manna/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  getReaderPreferences,
  resetReaderPreferencesCache,
  updateFontSettings,
  updateTranslationPreference,
} from '../stores/reader-settings-store';
import { startReaderPreferencesSync } from './reader-preferences-sync';

const saved: ReaderPreferencesInput = { translation: 'web', font_family: 'georgia', font_size: 20 };
const DEFAULTS: ReaderPreferencesInput = {
  translation: 'kjv',
  font_family: 'avenir',
  font_size: 16,
};
const RUTH = 'member-ruth';
const BOAZ = 'member-boaz';

/** A member's account as the sync meets it: it keeps what is saved, and refuses once signed out. */
function account(preferences: ReaderPreferencesInput | null) {
  const state = { preferences, signedIn: true };
  const server = {
    load: async () => ({ preferences: state.preferences }),
    save: vi.fn(async (input: ReaderPreferencesInput) => {
      if (!state.signedIn) throw new ApiError(401, 'User not authenticated');
      state.preferences = input;
    }),
  };
  return { state, server };
}

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
    stop = startReaderPreferencesSync(
      RUTH,
      { load: async () => ({ preferences: saved }), save },
      10,
    );
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
    stop = startReaderPreferencesSync(
      RUTH,
      { load: async () => ({ preferences: null }), save },
      10,
    );
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
    stop = startReaderPreferencesSync(RUTH, { load, save }, 10);
    updateFontSettings({ fontSize: 24 });
    answer({ preferences: saved });
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ translation: 'kjv', font_family: 'avenir', font_size: 24 });
    expect(getReaderPreferences().fontSize).toBe(24);
  });

  it('keeps a change the page left before saving when it starts again', async () => {
    const never = vi.fn(async () => undefined);
    stop = startReaderPreferencesSync(
      RUTH,
      { load: () => new Promise(() => undefined), save: never },
      10_000,
    );
    updateFontSettings({ fontSize: 22 });
    stop = undefined; // the page is gone: no stop, no save
    resetReaderPreferencesCache();

    const save = vi.fn(async () => undefined);
    stop = startReaderPreferencesSync(
      RUTH,
      { load: async () => ({ preferences: saved }), save },
      10,
    );
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(getReaderPreferences().fontSize).toBe(22);
    expect(never).not.toHaveBeenCalled();
  });

  it('saves changes once they stop, as one request', async () => {
    const save = vi.fn(async () => undefined);
    stop = startReaderPreferencesSync(
      RUTH,
      { load: async () => ({ preferences: saved }), save },
      50,
    );
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

  describe('on a device two members share', () => {
    /**
     * Ruth's session: her account answers, she picks Merriweather at 24px and signs out before
     * the change is saved (the save on the way out is refused: the session is over).
     */
    async function ruthLeavesAChangeUnsaved(ruth: ReturnType<typeof account>) {
      const leave = startReaderPreferencesSync(RUTH, ruth.server, 10_000);
      await vi.waitFor(() => expect(getReaderPreferences().fontFamily).toBe('georgia'));
      updateFontSettings({ fontFamily: 'merriweather', fontSize: 24 });
      ruth.state.signedIn = false;
      leave();
      await vi.waitFor(() => expect(ruth.server.save).toHaveBeenCalledTimes(1));
      expect(ruth.state.preferences).toEqual(saved);
    }

    it("gives the next member their own account's preferences, not the last one's change", async () => {
      const ruth = account(saved);
      await ruthLeavesAChangeUnsaved(ruth);

      const boazOwn: ReaderPreferencesInput = {
        translation: 'kjv',
        font_family: 'lato',
        font_size: 18,
      };
      const boaz = account(boazOwn);
      stop = startReaderPreferencesSync(BOAZ, boaz.server, 10);
      await vi.waitFor(() =>
        expect(getReaderPreferences()).toMatchObject({
          translation: 'kjv',
          fontFamily: 'lato',
          fontSize: 18,
        }),
      );
      expect(boaz.server.save).not.toHaveBeenCalled();
      expect(boaz.state.preferences).toEqual(boazOwn);
    });

    it("starts a new member's account from the defaults, not from the last member's", async () => {
      const ruth = account(saved);
      await ruthLeavesAChangeUnsaved(ruth);

      const boaz = account(null);
      stop = startReaderPreferencesSync(BOAZ, boaz.server, 10);
      await vi.waitFor(() => expect(boaz.server.save).toHaveBeenCalledTimes(1));
      expect(boaz.state.preferences).toEqual(DEFAULTS);
      expect(getReaderPreferences()).toMatchObject({ fontFamily: 'avenir', fontSize: 16 });
    });

    it("does not give a new member the last member's saved preferences either", async () => {
      const ruth = account(null);
      const ruthLeaves = startReaderPreferencesSync(RUTH, ruth.server, 10);
      updateTranslationPreference('web');
      await vi.waitFor(() => expect(ruth.state.preferences?.translation).toBe('web'));
      ruthLeaves();

      const boaz = account(null);
      stop = startReaderPreferencesSync(BOAZ, boaz.server, 10);
      await vi.waitFor(() => expect(boaz.server.save).toHaveBeenCalledTimes(1));
      expect(boaz.state.preferences).toEqual(DEFAULTS);
    });

    it('keeps the change for the member who made it when they sign in again', async () => {
      const ruth = account(saved);
      await ruthLeavesAChangeUnsaved(ruth);

      ruth.state.signedIn = true;
      stop = startReaderPreferencesSync(RUTH, ruth.server, 10);
      await vi.waitFor(() => expect(ruth.server.save).toHaveBeenCalledTimes(2));
      expect(ruth.state.preferences).toEqual({
        translation: 'web',
        font_family: 'merriweather',
        font_size: 24,
      });
    });

    it("does not take a change marked by an older version, which named no member, as this member's", async () => {
      updateFontSettings({ fontSize: 24 });
      window.localStorage.setItem('manna.readerPreferences.unsaved', '1');
      resetReaderPreferencesCache();

      const boaz = account(saved);
      stop = startReaderPreferencesSync(BOAZ, boaz.server, 10);
      await vi.waitFor(() => expect(getReaderPreferences().fontSize).toBe(20));
      expect(boaz.server.save).not.toHaveBeenCalled();
    });
  });
});
