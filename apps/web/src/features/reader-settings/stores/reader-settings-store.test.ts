import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FOCUS_MODE_STORAGE_KEY,
  FONT_SETTINGS_STORAGE_KEY,
  getReaderPreferences,
  parseTranslationPreference,
  resetReaderPreferencesCache,
  subscribeToReaderPreferences,
  TRANSLATION_STORAGE_KEY,
  updateFocusMode,
  updateFontSettings,
  updateTranslationPreference,
} from './reader-settings-store';

describe('parseTranslationPreference', () => {
  it('reads a translation id in any case, bare or as JSON', () => {
    expect(parseTranslationPreference('web')).toBe('web');
    expect(parseTranslationPreference('NASB')).toBe('nasb');
    expect(parseTranslationPreference('"esv"')).toBe('esv');
  });

  it('defaults to kjv for reading', () => {
    for (const raw of [null, undefined, '', 'msg', '{}']) {
      expect(parseTranslationPreference(raw)).toBe('kjv');
    }
  });
});

describe('reader preferences store', () => {
  beforeEach(() => {
    localStorage.clear();
    resetReaderPreferencesCache();
  });

  afterEach(() => {
    localStorage.clear();
    resetReaderPreferencesCache();
  });

  it('starts from the defaults', () => {
    expect(getReaderPreferences()).toEqual({
      fontSize: 16,
      fontFamily: 'avenir',
      translation: 'kjv',
      focusModeMembers: [],
    });
  });

  it('reads what is stored, defensively', () => {
    localStorage.setItem(FONT_SETTINGS_STORAGE_KEY, '{"fontSize":20,"fontFamily":"Inter"}');
    localStorage.setItem(TRANSLATION_STORAGE_KEY, 'web');
    expect(getReaderPreferences()).toEqual({
      fontSize: 20,
      fontFamily: 'inter',
      translation: 'web',
      focusModeMembers: [],
    });
  });

  it('remembers focus mode for each member on the device, and ignores a broken list', () => {
    updateFocusMode('member-a', true);
    updateFocusMode('member-b', true);
    updateFocusMode('member-a', false);
    expect(getReaderPreferences().focusModeMembers).toEqual(['member-b']);
    expect(JSON.parse(localStorage.getItem(FOCUS_MODE_STORAGE_KEY) ?? '')).toEqual(['member-b']);

    localStorage.setItem(FOCUS_MODE_STORAGE_KEY, '{"not":"a list"}');
    resetReaderPreferencesCache();
    expect(getReaderPreferences().focusModeMembers).toEqual([]);
  });

  it('saves font settings as { fontSize, fontFamily } under the bible font settings key', () => {
    updateFontSettings({ fontSize: 22 });
    expect(JSON.parse(localStorage.getItem(FONT_SETTINGS_STORAGE_KEY) ?? '')).toEqual({
      fontSize: 22,
      fontFamily: 'avenir',
    });
    updateFontSettings({ fontFamily: 'lato' });
    expect(JSON.parse(localStorage.getItem(FONT_SETTINGS_STORAGE_KEY) ?? '')).toEqual({
      fontSize: 22,
      fontFamily: 'lato',
    });
    expect(getReaderPreferences()).toMatchObject({ fontSize: 22, fontFamily: 'lato' });
  });

  it('saves the translation and tells subscribers, once per real change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToReaderPreferences(listener);
    updateTranslationPreference('web');
    updateTranslationPreference('web');
    expect(localStorage.getItem(TRANSLATION_STORAGE_KEY)).toBe('web');
    expect(getReaderPreferences().translation).toBe('web');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('keeps the same snapshot object until something changes', () => {
    const first = getReaderPreferences();
    expect(getReaderPreferences()).toBe(first);
    updateFontSettings({ fontSize: 16 });
    expect(getReaderPreferences()).toBe(first);
    updateFontSettings({ fontSize: 18 });
    expect(getReaderPreferences()).not.toBe(first);
  });

  it('follows changes made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToReaderPreferences(listener);
    getReaderPreferences();
    localStorage.setItem(FONT_SETTINGS_STORAGE_KEY, '{"fontSize":12,"fontFamily":"roboto"}');
    window.dispatchEvent(new StorageEvent('storage', { key: FONT_SETTINGS_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getReaderPreferences()).toMatchObject({ fontSize: 12, fontFamily: 'roboto' });

    window.dispatchEvent(new StorageEvent('storage', { key: 'darkMode' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
