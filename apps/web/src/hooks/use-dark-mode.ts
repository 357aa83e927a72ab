import { useCallback, useSyncExternalStore } from 'react';
import { isDarkModeEnabled, setDarkMode, subscribeToDarkMode } from '@/lib/dark-mode';

export function useDarkMode(): [boolean, (enabled: boolean) => void] {
  const enabled = useSyncExternalStore(subscribeToDarkMode, isDarkModeEnabled, () => false);
  const set = useCallback((value: boolean) => setDarkMode(value), []);
  return [enabled, set];
}
