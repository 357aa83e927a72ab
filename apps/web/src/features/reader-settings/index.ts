// Reader preferences: font size, font family and translation
// (docs/product/scripture.md#reader-settings). The Settings tab panel lives in
// './components/reader-settings-panel' (it shows scripture, so it is imported by screens directly,
// keeping this module free of the scripture feature).
export { FontFamilySelect, FontSizeSelect } from './components/font-selects';
export { SelectField, type SelectFieldProps } from './components/select-field';
export { type ReaderSettings, useReaderSettings } from './hooks/use-reader-settings';
export {
  FONT_SETTINGS_STORAGE_KEY,
  getReaderPreferences,
  parseTranslationPreference,
  type ReaderPreferences,
  TRANSLATION_STORAGE_KEY,
} from './stores/reader-settings-store';
export { loadFontFaces } from './utils/font-faces';
export {
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
