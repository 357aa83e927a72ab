import { useSyncExternalStore } from 'react';

// What the app does in the background (toasts, the service worker, the in-app reminder check,
// sending bookmarks made offline) waits until the first screen has shown its content: until
// then its code would only compete with the screen's own code and data for the network
// (docs/decisions/005-first-load-budget.md). The router says when (app/router.tsx).

let shown = false;
const listeners = new Set<() => void>();

/** Opens the gate, once; later calls do nothing. */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

export function isFirstScreenShown(): boolean {
  return shown;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the first screen has shown its content. */
export function whenFirstScreenShown(): Promise<void> {
  return new Promise((resolve) => (shown ? resolve() : subscribe(resolve)));
}

/** True from the moment the first screen has shown its content. */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(subscribe, isFirstScreenShown, isFirstScreenShown);
}
