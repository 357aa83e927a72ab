import {
  memberDeviceEndpoints,
  type ReaderPreferencesInput,
  type SavedReaderPreferences,
} from '@manna/shared';
import { callApi } from '@/lib/api-client';

/** GET /api/me/reader-preferences: null until the member first saves them. */
export function getSavedReaderPreferences(): Promise<SavedReaderPreferences> {
  return callApi(memberDeviceEndpoints.readerPreferences);
}

/** PUT /api/me/reader-preferences */
export function saveReaderPreferences(
  preferences: ReaderPreferencesInput,
): Promise<SavedReaderPreferences> {
  return callApi(memberDeviceEndpoints.saveReaderPreferences, { body: preferences });
}
