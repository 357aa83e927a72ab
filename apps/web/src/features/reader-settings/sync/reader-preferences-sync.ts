import type { ReaderPreferencesInput, SavedReaderPreferences } from '@manna/shared';
import { isApiError } from '@/lib/api-client';
import { reportError } from '@/lib/error-reporting';
import { getSavedReaderPreferences, saveReaderPreferences } from '../api/reader-preferences';
import {
  getReaderPreferences,
  subscribeToReaderPreferences,
  updateFontSettings,
  updateTranslationPreference,
} from '../stores/reader-settings-store';
import { isFontFamilyId, nearestFontSize } from '../utils/font-settings';

export interface ReaderPreferencesServer {
  load: () => Promise<SavedReaderPreferences>;
  save: (preferences: ReaderPreferencesInput) => Promise<unknown>;
}

const SERVER: ReaderPreferencesServer = {
  load: getSavedReaderPreferences,
  save: saveReaderPreferences,
};

/** Changes are saved once the member stops changing them for this long. */
export const SAVE_DELAY_MS = 800;

function currentInput(): ReaderPreferencesInput {
  const { translation, fontFamily, fontSize } = getReaderPreferences();
  return { translation, font_family: fontFamily, font_size: fontSize };
}

const keyOf = (input: ReaderPreferencesInput) =>
  `${input.translation}|${input.font_family}|${input.font_size}`;

function failed(error: unknown): void {
  // Signed out meanwhile: nothing to save to.
  if (isApiError(error, 401)) return;
  console.error('Could not sync the reading preferences', error);
  reportError(error, 'reader preferences sync');
}

// Set while this device holds a change the account has not stored yet: a reload before the save
// (or a change made before the account answered) must not be undone by the account's older values.
const UNSAVED_KEY = 'manna.readerPreferences.unsaved';

function markUnsaved(unsaved: boolean): void {
  try {
    if (unsaved) localStorage.setItem(UNSAVED_KEY, '1');
    else localStorage.removeItem(UNSAVED_KEY);
  } catch {
    // Storage refused (private mode, quota): the account's values win on the next start.
  }
}

function hasUnsavedChange(): boolean {
  try {
    return localStorage.getItem(UNSAVED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Keeps this device's reading preferences and the account's in step
 * (docs/product/accounts-and-shell.md#reading-preferences): on start the account's win (the first
 * device to sign in gives the account its own), unless this device holds a change not yet saved;
 * then each change here is saved, debounced.
 * Answers the function that stops (and saves a change still waiting).
 */
export function startReaderPreferencesSync(
  server: ReaderPreferencesServer = SERVER,
  delayMs = SAVE_DELAY_MS,
): () => void {
  // What the account holds as far as we know; undefined until it has been read.
  let synced: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // True while the account's values are written into this device's store.
  let applying = false;

  const save = () => {
    timer = undefined;
    const input = currentInput();
    const key = keyOf(input);
    if (key === synced) {
      markUnsaved(false);
      return;
    }
    synced = key;
    server
      .save(input)
      .then(() => {
        if (keyOf(currentInput()) === key) markUnsaved(false);
      })
      .catch(failed);
  };

  server
    .load()
    .then(({ preferences }) => {
      if (stopped) return;
      if (!preferences || hasUnsavedChange()) {
        if (preferences) synced = keyOf(preferences);
        save();
        return;
      }
      synced = keyOf(preferences);
      const fontFamily = preferences.font_family;
      if (!isFontFamilyId(fontFamily)) return;
      // The account's choice becomes this device's, through the store's own setters.
      applying = true;
      try {
        updateFontSettings({ fontFamily, fontSize: nearestFontSize(preferences.font_size) });
        updateTranslationPreference(preferences.translation);
      } finally {
        applying = false;
      }
    })
    .catch(failed);

  const unsubscribe = subscribeToReaderPreferences(() => {
    if (applying) return;
    markUnsaved(true);
    if (synced === undefined) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(save, delayMs);
  });

  return () => {
    stopped = true;
    unsubscribe();
    if (timer !== undefined) {
      clearTimeout(timer);
      save();
    }
  };
}
