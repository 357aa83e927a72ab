import type { BundledTranslationId, TranslationId } from './translations';

// Scripture service errors, word for word (docs/product/scripture.md#error-messages).
export const SCRIPTURE_ERRORS = {
  invalidKey: 'Invalid API key. Please check your Scripture API credentials.',
  forbidden: 'Access forbidden. Please check your API permissions.',
  rateLimited: 'Rate limit exceeded. Please try again later.',
  network: 'Failed to fetch from Scripture API Bible',
  other: (message: string) => `Scripture API error: ${message}`,
} as const;

/** A chapter of the Bible, or of a reading plan, that does not exist: the API's 404 message. */
export const CHAPTER_NOT_FOUND = 'Chapter not found';

// What the reader shows.
export const RATE_LIMIT_INLINE_MESSAGE =
  'Rate limit exceeded. Bible API allows 15 requests per 30 seconds. Please wait a moment and try again.';
export const RATE_LIMIT_TOAST = {
  title: 'Rate Limit Exceeded',
  message: 'Bible API rate limit reached. Please wait a moment before trying again.',
} as const;
export const loadFailedInlineMessage = (message: string) =>
  `Failed to load Bible content: ${message}`;
export const loadFailedToast = (book: string, chapter: number) => ({
  title: 'Error Loading Scripture',
  message: `Could not load ${book} ${chapter}. Please try again.`,
});
export const UNABLE_TO_LOAD_MESSAGE = 'Unable to load Bible content. Please try again.';
export const LOADING_SCRIPTURE_MESSAGE = 'Loading scripture...';

export const unavailableTranslationMessage = (abbreviation: string, fallback: string) =>
  `${abbreviation} is not available on this server, so you are reading the ${fallback}.`;

// Beside an unavailable translation in the list (docs/product/scripture.md#translations).
export const TRANSLATION_UNAVAILABLE_REASONS = {
  'not-configured': 'Not offered on this server',
  'temporarily-unavailable': 'Its provider is not answering right now',
} as const;

/**
 * A licensed chapter or passage that API.Bible could not give and the server had no copy of is
 * answered with this status and body; the bundled translation named in it can be read instead.
 */
export const TRANSLATION_UNAVAILABLE_STATUS = 503;
export const TRANSLATION_UNAVAILABLE_CODE = 'TRANSLATION_UNAVAILABLE';
export interface TranslationUnavailableBody {
  /** The provider's failure, word for word. */
  error: string;
  code: typeof TRANSLATION_UNAVAILABLE_CODE;
  translation_id: TranslationId;
  fallback_translation_id: BundledTranslationId;
}

/** The reader's way out when a licensed chapter cannot be loaded. */
export const readInsteadLabel = (book: string, chapter: number, abbreviation: string) =>
  `Read ${book} ${chapter} in ${abbreviation}`;

// API.Bible's quota, and the reader's countdown after a rate limit
// (docs/product/scripture.md#constants).
export const SCRIPTURE_RATE_LIMIT = { requests: 15, windowSeconds: 30 } as const;
export const RATE_LIMIT_COUNTDOWN_SECONDS = 30;

export function isRateLimitMessage(message: string): boolean {
  return message.includes('Rate limit exceeded');
}
