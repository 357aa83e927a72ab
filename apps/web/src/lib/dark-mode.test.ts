import { afterEach, describe, expect, it } from 'vitest';
import {
  DARK_MODE_STORAGE_KEY,
  isDarkModeEnabled,
  resolveInitialDarkMode,
  setDarkMode,
} from './dark-mode';

describe('resolveInitialDarkMode', () => {
  it('follows the stored choice over the system preference', () => {
    expect(resolveInitialDarkMode('true', false)).toBe(true);
    expect(resolveInitialDarkMode('false', true)).toBe(false);
  });

  it('follows the system when nothing valid is stored', () => {
    expect(resolveInitialDarkMode(null, true)).toBe(true);
    expect(resolveInitialDarkMode(null, false)).toBe(false);
    expect(resolveInitialDarkMode('maybe', true)).toBe(true);
  });
});

describe('setDarkMode', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  it('stores the choice under darkMode and toggles the class on <html>', () => {
    setDarkMode(true);
    expect(localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('true');
    expect(document.documentElement).toHaveClass('dark');
    expect(isDarkModeEnabled()).toBe(true);

    setDarkMode(false);
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
