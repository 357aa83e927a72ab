import { useCallback, useSyncExternalStore } from 'react';

// The selected plan (docs/product/reading-plans.md#data-on-the-client), kept per member, so two
// people sharing a device each come back to their own plan.
export const SELECTED_PLAN_STORAGE_PREFIX = 'selectedReadingPlan';

export const selectedPlanStorageKey = (userId: string) =>
  `${SELECTED_PLAN_STORAGE_PREFIX}:${userId}`;

const listeners = new Set<() => void>();
// Where the choice lives when storage is refused (private browsing).
const memoryFallback = new Map<string, string>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function readSelectedPlanId(userId: string): string | null {
  try {
    return window.localStorage.getItem(selectedPlanStorageKey(userId));
  } catch {
    return null;
  }
}

export function saveSelectedPlanId(userId: string, planId: string): void {
  try {
    window.localStorage.setItem(selectedPlanStorageKey(userId), planId);
  } catch {
    // Private browsing can refuse storage; the choice still holds until the tab closes.
    memoryFallback.set(userId, planId);
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing a plan moves this one along too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(SELECTED_PLAN_STORAGE_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The plan the member last chose, or null before any choice; pick the first plan then.
 * `userId` undefined (still loading) reads as no choice.
 */
export function useStoredPlanId(userId: string | undefined) {
  const stored = useSyncExternalStore(
    subscribe,
    () => (userId ? (readSelectedPlanId(userId) ?? memoryFallback.get(userId) ?? null) : null),
    () => null,
  );
  const save = useCallback(
    (planId: string) => {
      if (userId) saveSelectedPlanId(userId, planId);
    },
    [userId],
  );
  return [stored, save] as const;
}
