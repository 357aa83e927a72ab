// The translations (docs/product/scripture.md#translations), NASB first (the default in the list);
// WEB ships with the app alongside KJV. KJV and WEB are public domain and bundled; the others come
// from API.Bible.
export const TRANSLATION_IDS = ['nasb', 'kjv', 'esv', 'niv', 'nlt', 'web'] as const;
export type TranslationId = (typeof TRANSLATION_IDS)[number];

export const BUNDLED_TRANSLATION_IDS = ['kjv', 'web'] as const;
export type BundledTranslationId = (typeof BUNDLED_TRANSLATION_IDS)[number];

// Reading, bookmarks and notes default to kjv; the list shows NASB first.
export const DEFAULT_READING_TRANSLATION: TranslationId = 'kjv';
export const DEFAULT_LIST_TRANSLATION: TranslationId = 'nasb';
/** Where a request for an unavailable licensed translation lands. */
export const FALLBACK_TRANSLATION: BundledTranslationId = 'kjv';

export interface TranslationInfo {
  id: TranslationId;
  name: string;
  abbreviation: string;
  language: string;
}

export const TRANSLATIONS: readonly TranslationInfo[] = [
  { id: 'nasb', name: 'New American Standard Bible', abbreviation: 'NASB', language: 'eng' },
  { id: 'kjv', name: 'King James Version', abbreviation: 'KJV', language: 'eng' },
  { id: 'esv', name: 'English Standard Version', abbreviation: 'ESV', language: 'eng' },
  { id: 'niv', name: 'New International Version', abbreviation: 'NIV', language: 'eng' },
  { id: 'nlt', name: 'New Living Translation', abbreviation: 'NLT', language: 'eng' },
  { id: 'web', name: 'World English Bible', abbreviation: 'WEB', language: 'eng' },
];

/**
 * Whether a translation can be read now: a licensed one is 'not-configured' on a server without
 * an API.Bible key, and 'temporarily-unavailable' while API.Bible is failing (chapters cached on
 * the server still open, and the server offers KJV for the rest).
 */
export type TranslationStatus = 'available' | 'not-configured' | 'temporarily-unavailable';

/** A translation as GET /api/scripture/translations lists it. */
export interface Translation extends TranslationInfo {
  /** Bundled with the app, or fetched from API.Bible (needs SCRIPTURE_API_KEY). */
  source: 'bundled' | 'api-bible';
  /** True exactly when `status` is 'available'. */
  available: boolean;
  status: TranslationStatus;
  /** Why it is unavailable, in a few words a member can read; absent when available. */
  reason?: string;
}

export function isTranslationId(value: string): value is TranslationId {
  return TRANSLATION_IDS.some((id) => id === value);
}

/**
 * A translation Manna does not know is read as NASB (which, on a server without an
 * API.Bible key, is then read as KJV with a notice). Known ids are taken in any case.
 */
export function translationIdOrDefault(value: string): TranslationId {
  const id = value.trim().toLowerCase();
  return isTranslationId(id) ? id : DEFAULT_LIST_TRANSLATION;
}

export function isBundledTranslation(id: TranslationId): id is BundledTranslationId {
  return BUNDLED_TRANSLATION_IDS.some((bundled) => bundled === id);
}

export function translationInfo(id: TranslationId): TranslationInfo {
  const info = TRANSLATIONS.find((translation) => translation.id === id);
  if (!info) throw new Error(`Unknown translation ${id}`);
  return info;
}

/** The dropdown shows the name with the abbreviation in parentheses. */
export function translationLabel(info: TranslationInfo): string {
  return `${info.name} (${info.abbreviation})`;
}
