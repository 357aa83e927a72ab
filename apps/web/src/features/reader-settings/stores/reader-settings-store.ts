import { DEFAULT_READING_TRANSLATION, isTranslationId, type TranslationId } from '@manna/shared';
import {
  DEFAULT_FONT_SETTINGS,
  type FontSettings,
  parseFontSettings,
  serializeFontSettings,
} from '../utils/font-settings';

// The keys of this device's reader settings (docs/product/scripture.md#reader-settings); reading
// defaults to kjv.
export const FONT_SETTINGS_STORAGE_KEY = 'bibleFontSettings';
export const TRANSLATION_STORAGE_KEY = 'bibleTranslation';
/** The members who read in focus mode on this device (docs/product/scripture.md#focus-mode). */
export const FOCUS_MODE_STORAGE_KEY = 'bibleFocusMode';

export interface ReaderPreferences extends FontSettings {
  translation: TranslationId;
  /** Ids of the members who read in focus mode here: one device may be shared. */
  focusModeMembers: readonly string[];
}

export const DEFAULT_READER_PREFERENCES: ReaderPreferences = {
  ...DEFAULT_FONT_SETTINGS,
  translation: DEFAULT_READING_TRANSLATION,
  focusModeMembers: [],
};

/** A JSON list of member ids; anything else means nobody. */
export function parseFocusModeMembers(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Accepts 'kjv', 'KJV' or a JSON string ('"kjv"'); anything else gives the reading default. */
export function parseTranslationPreference(raw: string | null | undefined): TranslationId {
  if (raw == null) return DEFAULT_READING_TRANSLATION;
  const value = raw
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .toLowerCase();
  return isTranslationId(value) ? value : DEFAULT_READING_TRANSLATION;
}

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private browsing can refuse storage; the choice still holds for this visit.
  }
}

function readPreferences(): ReaderPreferences {
  return {
    ...parseFontSettings(readItem(FONT_SETTINGS_STORAGE_KEY)),
    translation: parseTranslationPreference(readItem(TRANSLATION_STORAGE_KEY)),
    focusModeMembers: parseFocusModeMembers(readItem(FOCUS_MODE_STORAGE_KEY)),
  };
}

let snapshot: ReaderPreferences | undefined;
const listeners = new Set<() => void>();

function publish(next: ReaderPreferences): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** The current preferences; the same object until something changes (useSyncExternalStore). */
export function getReaderPreferences(): ReaderPreferences {
  snapshot ??= readPreferences();
  return snapshot;
}

export function updateFontSettings(changes: Partial<FontSettings>): void {
  const current = getReaderPreferences();
  const next: FontSettings = {
    fontSize: changes.fontSize ?? current.fontSize,
    fontFamily: changes.fontFamily ?? current.fontFamily,
  };
  if (next.fontSize === current.fontSize && next.fontFamily === current.fontFamily) return;
  writeItem(FONT_SETTINGS_STORAGE_KEY, serializeFontSettings(next));
  publish({ ...current, ...next });
}

export function updateTranslationPreference(translation: TranslationId): void {
  const current = getReaderPreferences();
  if (current.translation === translation) return;
  writeItem(TRANSLATION_STORAGE_KEY, translation);
  publish({ ...current, translation });
}

export function updateFocusMode(memberId: string, on: boolean): void {
  const current = getReaderPreferences();
  if (current.focusModeMembers.includes(memberId) === on) return;
  const focusModeMembers = on
    ? [...current.focusModeMembers, memberId]
    : current.focusModeMembers.filter((id) => id !== memberId);
  writeItem(FOCUS_MODE_STORAGE_KEY, JSON.stringify(focusModeMembers));
  publish({ ...current, focusModeMembers });
}

// Another tab changed the settings: follow it, so every open reader looks the same.
function onStorage(event: StorageEvent): void {
  if (
    event.key === null ||
    event.key === FONT_SETTINGS_STORAGE_KEY ||
    event.key === TRANSLATION_STORAGE_KEY ||
    event.key === FOCUS_MODE_STORAGE_KEY
  ) {
    publish(readPreferences());
  }
}

export function subscribeToReaderPreferences(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** Forgets the cached snapshot so the next read comes from storage again (tests, sign-out). */
export function resetReaderPreferencesCache(): void {
  snapshot = undefined;
}
