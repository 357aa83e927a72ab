// Reader preferences: font size, font family and preferred translation
// (docs/product/scripture.md#reader-settings). This feature depends on no other: scripture builds
// on it, and the Settings tab panel, which shows a scripture preview, lives in the scripture
// feature (loadReaderSettingsPanel).
export { FontFamilySelect, FontSizeSelect } from './components/font-selects';
export { SelectField, type SelectFieldProps } from './components/select-field';
export { type ReaderSettings, useReaderSettings } from './hooks/use-reader-settings';
export {
  FONT_SETTINGS_STORAGE_KEY,
  getReaderPreferences,
  parseTranslationPreference,
  type ReaderPreferences,
  // Tests start each case from storage, not from the previous case's cached preferences.
  resetReaderPreferencesCache,
  TRANSLATION_STORAGE_KEY,
} from './stores/reader-settings-store';
export { loadFontFaces } from './utils/font-faces';
export {
  canStepFontSize,
  DEFAULT_FONT_FAMILY,
  DEFAULT_FONT_SETTINGS,
  DEFAULT_FONT_SIZE,
  FONT_FAMILIES,
  FONT_SIZES,
  type FontFamilyId,
  type FontFamilyOption,
  type FontSettings,
  type FontSize,
  fontFamilyOption,
  fontSizeLabel,
  lineHeightFor,
  parseFontSettings,
  stepFontSize,
} from './utils/font-settings';
