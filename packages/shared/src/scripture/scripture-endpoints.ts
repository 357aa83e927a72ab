import { endpoint } from '../api-contract/endpoint';
import type { Chapter, PassageResult } from './chapter';
import type { passageQuerySchema } from './scripture-schemas';
import type { ScriptureSearchResult } from './scripture-search';
import type { scriptureSearchQuerySchema } from './scripture-search-schemas';
import type { Translation } from './translations';

// Scripture (docs/product/scripture.md): public. A licensed translation that cannot be read now
// answers 503 with a TranslationUnavailableBody naming a bundled one to read instead.
// @manna/shared exports this file as the namespace `scriptureEndpoints`.

/** The translations and whether each can be read now. */
export const translations = /* @__PURE__ */ endpoint<{ translations: Translation[] }>()(
  'GET',
  '/api/scripture/translations',
);

/** A passage by reference ('John 3:16'). */
export const passage = /* @__PURE__ */ endpoint<
  PassageResult,
  { query: typeof passageQuerySchema }
>()('GET', '/api/scripture/passage');

/**
 * A chapter: `book` is the three-letter code (JHN). Bundled translations are answered as
 * precompressed bytes with an ETag (scripture.routes.ts), the same JSON.
 */
export const chapter = /* @__PURE__ */ endpoint<Chapter>()(
  'GET',
  '/api/scripture/:translation/:book/:chapter',
);

/**
 * Verses of a bundled translation that match words or a phrase, ranked; or, when `q` is a
 * reference ('jn 3:16'), the passage to open (docs/product/scripture.md#search).
 */
export const search = /* @__PURE__ */ endpoint<
  ScriptureSearchResult,
  { query: typeof scriptureSearchQuerySchema }
>()('GET', '/api/scripture/search');
