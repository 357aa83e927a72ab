import { useEffect } from 'react';
import { startReaderPreferencesSync } from '../sync/reader-preferences-sync';

/**
 * Mounted for the signed-in member (app/router.tsx, by path); renders nothing. Another member
 * signing in on this device starts it again, for them.
 */
export function ReaderPreferencesSync({ memberId }: { memberId: string }) {
  useEffect(() => startReaderPreferencesSync(memberId), [memberId]);
  return null;
}
