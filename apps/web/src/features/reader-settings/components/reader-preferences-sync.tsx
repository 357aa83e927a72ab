import { useEffect } from 'react';
import { startReaderPreferencesSync } from '../sync/reader-preferences-sync';

/** Mounted for signed-in members (app/router.tsx, by path); renders nothing. */
export function ReaderPreferencesSync() {
  useEffect(() => startReaderPreferencesSync(), []);
  return null;
}
