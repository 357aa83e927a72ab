// Scripture reading: chapter and passage data, the reader panel and its building blocks. It
// builds on reader-settings (fonts, preferred translation), never the other way round.

/** The Settings tab panel (reader preferences with a live scripture preview), loaded on demand. */
export const loadReaderSettingsPanel = () => import('./components/reader-settings-panel');
export {
  CHAPTER_CACHE_LIFE_MS,
  type ChapterParams,
  chapterQueryKey,
  getChapter,
  getChapterQueryOptions,
  useChapter,
} from './api/get-chapter';
export {
  getPassage,
  getPassageQueryOptions,
  type PassageParams,
  passageQueryKey,
  usePassage,
} from './api/get-passage';
export {
  getTranslations,
  getTranslationsQueryOptions,
  translationsQueryKey,
  useTranslations,
} from './api/get-translations';
export { BookChapterPicker } from './components/book-chapter-picker';
export { ChapterPagerButton } from './components/chapter-pager';
export { ChapterText, OMITTED_VERSE_TEXT, type VerseSlots } from './components/chapter-text';
export { PassageSearch } from './components/passage-search';
export { ScripturePanel, type ScripturePanelProps } from './components/scripture-panel';
export { ScripturePanelSkeleton } from './components/scripture-panel-skeleton';
export { TranslationSelect } from './components/translation-select';
export {
  DIVINE_NAME_CLASS,
  EMPHASIS_CLASS,
  SUPPLIED_WORDS_CLASS,
  VerseSegments,
  WORDS_OF_JESUS_CLASS,
} from './components/verse-segments';
export {
  CHAPTER_DEBOUNCE_MS,
  type ChapterReader,
  type ChapterReaderStatus,
  useChapterReader,
} from './hooks/use-chapter-reader';
export { type RetryCountdown, useRetryCountdown } from './hooks/use-retry-countdown';
export {
  type ChapterLocation,
  DEFAULT_CHAPTER_LOCATION,
  LAST_READ_STORAGE_KEY,
  readLastRead,
  saveLastRead,
  toChapterLocation,
} from './utils/last-read';
// resolvePassage stays out of this module on purpose: PassageSearch loads it on demand.
export type { PassageResolution, PassageTarget } from './utils/resolve-passage';
export {
  type StyledVerse,
  scanVerseText,
  styleChapterVerses,
  styleVerseText,
  type VerseSegment,
} from './utils/style-verse-text';
export {
  formatVerseRange,
  isVerseInRange,
  parseVerseRange,
  type VerseRange,
} from './utils/verse-range';
