import type { TranslationId } from '@manna/shared';
import { type CSSProperties, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  DEFAULT_READER_PREFERENCES,
  getReaderPreferences,
  type ReaderPreferences,
  subscribeToReaderPreferences,
  updateFocusMode,
  updateFontSettings,
  updateTranslationPreference,
} from '../stores/reader-settings-store';
import { isFontReady, loadFontFaces, subscribeToFontReadiness } from '../utils/font-faces';
import {
  type FontFamilyId,
  type FontSize,
  fontFamilyOption,
  lineHeightFor,
  stepFontSize,
} from '../utils/font-settings';

export interface ReaderSettings extends ReaderPreferences {
  /**
   * The family's faces are loaded (or given up on): scripture shown now keeps its font
   * (docs/product/reading-plans.md#steady-layout).
   */
  fontReady: boolean;
  /** The line height for the current size (docs/product/scripture.md#font-sizes). */
  lineHeight: number;
  /** The CSS font-family value of the current family. */
  fontStack: string;
  /** Spread onto any element that shows scripture text. */
  textStyle: CSSProperties;
  setFontSize: (fontSize: FontSize) => void;
  setFontFamily: (fontFamily: FontFamilyId) => void;
  setTranslation: (translation: TranslationId) => void;
  /** One size up or down the list, clamped at the ends (docs/product/scripture.md#font-sizes). */
  stepFontSize: (direction: 1 | -1) => void;
  /** Whether this member reads in focus mode (docs/product/scripture.md#focus-mode). */
  isFocusMode: (memberId: string) => boolean;
  setFocusMode: (memberId: string, on: boolean) => void;
}

const setFontSize = (fontSize: FontSize) => updateFontSettings({ fontSize });
const setFontFamily = (fontFamily: FontFamilyId) => updateFontSettings({ fontFamily });
const step = (direction: 1 | -1) =>
  updateFontSettings({ fontSize: stepFontSize(getReaderPreferences().fontSize, direction) });

/**
 * The member's reader preferences (font size, font family, preferred translation), kept in local
 * storage and shared live by every component that uses them. Loads the chosen family's font faces
 * on demand.
 */
export function useReaderSettings(): ReaderSettings {
  const preferences = useSyncExternalStore(
    subscribeToReaderPreferences,
    getReaderPreferences,
    () => DEFAULT_READER_PREFERENCES,
  );

  const fontReady = useSyncExternalStore(
    subscribeToFontReadiness,
    () => isFontReady(preferences.fontFamily),
    () => true,
  );

  useEffect(() => {
    void loadFontFaces(preferences.fontFamily);
  }, [preferences.fontFamily]);

  return useMemo(() => {
    const lineHeight = lineHeightFor(preferences.fontSize);
    const fontStack = fontFamilyOption(preferences.fontFamily).stack;
    return {
      ...preferences,
      fontReady,
      lineHeight,
      fontStack,
      textStyle: { fontSize: `${preferences.fontSize}px`, lineHeight, fontFamily: fontStack },
      setFontSize,
      setFontFamily,
      setTranslation: updateTranslationPreference,
      stepFontSize: step,
      isFocusMode: (memberId: string) => preferences.focusModeMembers.includes(memberId),
      setFocusMode: updateFocusMode,
    };
  }, [preferences, fontReady]);
}
