// Which reminders have fired today on this device (docs/product/reminders.md#the-in-app-check):
// kept in localStorage so a reload within the reminder's minute does not show it twice. Only the
// member's current day is kept; an older day is dropped when a new one is written.

const storageKey = (userId: string) => `manna:reminders-fired:${userId}`;

interface FiredToday {
  day: string;
  ids: string[];
}

function isFiredToday(value: unknown): value is FiredToday {
  return (
    typeof value === 'object' &&
    value !== null &&
    'day' in value &&
    typeof value.day === 'string' &&
    'ids' in value &&
    Array.isArray(value.ids) &&
    value.ids.every((id: unknown) => typeof id === 'string')
  );
}

function read(storage: Storage, userId: string): FiredToday | null {
  try {
    const raw = storage.getItem(storageKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isFiredToday(parsed) ? parsed : null;
  } catch {
    // Storage may be off (private mode) or hold something unreadable: nothing has fired then.
    return null;
  }
}

/** The ids of the reminders that already fired on `day` for this member, on this device. */
export function firedOn(userId: string, day: string, storage: Storage = localStorage): Set<string> {
  const stored = read(storage, userId);
  return new Set(stored?.day === day ? stored.ids : []);
}

/** Remembers that `reminderId` fired on `day`. */
export function markFired(
  userId: string,
  day: string,
  reminderId: string,
  storage: Storage = localStorage,
): void {
  const ids = firedOn(userId, day, storage);
  ids.add(reminderId);
  try {
    storage.setItem(storageKey(userId), JSON.stringify({ day, ids: [...ids] }));
  } catch {
    // Full or disabled storage: the reminder still showed; a reload could show it once more.
  }
}
