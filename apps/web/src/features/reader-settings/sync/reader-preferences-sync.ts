import type { ReaderPreferencesInput, SavedReaderPreferences } from '@manna/shared';
import { isApiError } from '@/lib/api-client';
import { reportError } from '@/lib/error-reporting';
import { getSavedReaderPreferences, saveReaderPreferences } from '../api/reader-preferences';
import {
  DEFAULT_READER_PREFERENCES,
  getReaderPreferences,
  type ReaderPreferences,
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

type StoredPreferences = Pick<ReaderPreferences, 'translation' | 'fontFamily' | 'fontSize'>;

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

// A device may be shared, so what it keeps about the reading preferences names a member
// (docs/product/accounts-and-shell.md#reading-preferences). HOLDER_KEY: whose preferences the
// device's store holds. UNSAVED_KEY: the member whose change this device holds and their account
// has not stored yet, so a reload before the save (or a change made before the account answered)
// is not undone by the account's older values. Neither is ever applied to another member.
const HOLDER_KEY = 'manna.readerPreferences.member';
const UNSAVED_KEY = 'manna.readerPreferences.unsaved';

function readMark(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeMark(key: string, memberId: string | null): void {
  try {
    if (memberId === null) localStorage.removeItem(key);
    else localStorage.setItem(key, memberId);
  } catch {
    // Storage refused (private mode, quota): the account's values win on the next start.
  }
}

/** The store now holds `memberId`'s preferences, with a change their account lacks or not. */
function markHeldFor(memberId: string, unsaved: boolean): void {
  writeMark(HOLDER_KEY, memberId);
  writeMark(UNSAVED_KEY, unsaved ? memberId : null);
}

/**
 * Keeps this device's reading preferences and the signed-in member's account in step
 * (docs/product/accounts-and-shell.md#reading-preferences): on start the account's win, unless
 * this device holds a change of this member's not yet saved; an account with none yet takes the
 * device's, unless they are another member's, when it starts from the defaults. Then each change
 * here is saved, debounced.
 * Answers the function that stops (and saves a change still waiting).
 */
export function startReaderPreferencesSync(
  memberId: string,
  server: ReaderPreferencesServer = SERVER,
  delayMs = SAVE_DELAY_MS,
): () => void {
  // What the account holds as far as we know; undefined until it has been read.
  let synced: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // True while values from elsewhere (the account, the defaults) are written into the store.
  let applying = false;

  const save = () => {
    timer = undefined;
    const input = currentInput();
    const key = keyOf(input);
    if (key === synced) {
      markHeldFor(memberId, false);
      return;
    }
    synced = key;
    server
      .save(input)
      .then(() => {
        if (keyOf(currentInput()) === key && readMark(UNSAVED_KEY) === memberId) {
          markHeldFor(memberId, false);
        }
      })
      .catch(failed);
  };

  /** Writes preferences from elsewhere (the account, the defaults) into the device's store. */
  const apply = ({ translation, fontFamily, fontSize }: StoredPreferences) => {
    applying = true;
    try {
      updateFontSettings({ fontFamily, fontSize });
      updateTranslationPreference(translation);
    } finally {
      applying = false;
    }
  };

  server
    .load()
    .then(({ preferences }) => {
      if (stopped) return;
      if (readMark(UNSAVED_KEY) === memberId) {
        if (preferences) synced = keyOf(preferences);
        save();
        return;
      }
      if (preferences) {
        synced = keyOf(preferences);
        // A font this version does not know leaves the device's.
        const fontFamily = preferences.font_family;
        apply({
          translation: preferences.translation,
          fontFamily: isFontFamilyId(fontFamily) ? fontFamily : getReaderPreferences().fontFamily,
          fontSize: nearestFontSize(preferences.font_size),
        });
        markHeldFor(memberId, false);
        return;
      }
      // A new account takes this device's preferences, but not another member's.
      const holder = readMark(HOLDER_KEY);
      if (holder !== null && holder !== memberId) apply(DEFAULT_READER_PREFERENCES);
      save();
    })
    .catch(failed);

  const unsubscribe = subscribeToReaderPreferences(() => {
    if (applying) return;
    markHeldFor(memberId, true);
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
