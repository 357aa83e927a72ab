// Dark mode is remembered in local storage under darkMode
// (docs/product/accounts-and-shell.md#dark-mode).
export const DARK_MODE_STORAGE_KEY = 'darkMode';
const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** A stored 'true'/'false' wins; with nothing (or nonsense) stored, follow the system. */
export function resolveInitialDarkMode(stored: string | null, systemPrefersDark: boolean): boolean {
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return systemPrefersDark;
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(DARK_MODE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK_QUERY).matches;
}

function applyDarkMode(enabled: boolean): void {
  document.documentElement.classList.toggle('dark', enabled);
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function isDarkModeEnabled(): boolean {
  return document.documentElement.classList.contains('dark');
}

export function setDarkMode(enabled: boolean): void {
  try {
    window.localStorage.setItem(DARK_MODE_STORAGE_KEY, String(enabled));
  } catch {
    // Private browsing can refuse storage; the choice still holds for this visit.
  }
  applyDarkMode(enabled);
  notify();
}

/** Re-applies the remembered choice and, until the member chooses, tracks the system setting. */
export function initDarkMode(): () => void {
  applyDarkMode(resolveInitialDarkMode(readStored(), systemPrefersDark()));
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(SYSTEM_DARK_QUERY);
  const onSystemChange = () => {
    if (readStored() !== null) return;
    applyDarkMode(media.matches);
    notify();
  };
  media.addEventListener('change', onSystemChange);
  return () => media.removeEventListener('change', onSystemChange);
}

export function subscribeToDarkMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
