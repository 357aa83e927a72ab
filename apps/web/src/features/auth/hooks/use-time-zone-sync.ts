import { useEffect, useRef } from 'react';
import { useUser } from '../api/get-user';
import { useUpdateProfile } from '../api/update-profile';

export function getBrowserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

const chosenKey = (userId: string) => `manna:time-zone-chosen:${userId}`;

/**
 * The member picked their time zone in Settings on this device: from then on this device leaves
 * it alone (docs/product/accounts-and-shell.md#who-is-signed-in).
 */
export function markTimeZoneChosen(userId: string): void {
  try {
    window.localStorage.setItem(chosenKey(userId), '1');
  } catch {
    // Storage refused: the device's zone may replace the choice on the next visit.
  }
}

function timeZoneChosen(userId: string): boolean {
  try {
    return window.localStorage.getItem(chosenKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Streaks count calendar days in the member's time zone
 * (docs/product/accounts-and-shell.md#who-is-signed-in), so once per signed-in member the browser's
 * zone is saved when it differs from the stored one.
 */
export function useTimeZoneSync(): void {
  const { data: user } = useUser();
  const { mutate } = useUpdateProfile();
  const syncedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!user || syncedFor.current === user.id) return;
    syncedFor.current = user.id;
    if (timeZoneChosen(user.id)) return;
    const timeZone = getBrowserTimeZone();
    // The zone comes from Intl itself, so it is valid; the API validates it again.
    if (timeZone && timeZone !== user.time_zone) {
      mutate({ time_zone: timeZone });
    }
  }, [user, mutate]);
}
