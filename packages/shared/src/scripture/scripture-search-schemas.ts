// The scripture search's query as the API reads it (docs/product/scripture.md#search). Apart from
// the constants and messages in scripture-search.ts, so a screen that needs only those loads no
// zod (docs/decisions/005-first-load-budget.md).
import { z } from 'zod';
import { findBookByCode } from '../bible/books';
import {
  SCRIPTURE_SEARCH_MAX_LENGTH,
  SCRIPTURE_SEARCH_MAX_PAGE,
  SCRIPTURE_SEARCH_MESSAGES,
  TESTAMENTS,
} from './scripture-search';
import { BUNDLED_TRANSLATION_IDS } from './translations';

const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const lowerCase = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);
const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** GET /api/scripture/search?q=&translation=&testament=&book=&page= */
export const scriptureSearchQuerySchema = z.object({
  q: z
    .string({ message: SCRIPTURE_SEARCH_MESSAGES.empty })
    .trim()
    .min(1, SCRIPTURE_SEARCH_MESSAGES.empty)
    .max(SCRIPTURE_SEARCH_MAX_LENGTH, SCRIPTURE_SEARCH_MESSAGES.tooLong),
  translation: z
    .preprocess(lowerCase, z.enum(BUNDLED_TRANSLATION_IDS, SCRIPTURE_SEARCH_MESSAGES.translation))
    .default('kjv'),
  testament: optional(
    z.preprocess(upperCase, z.enum(TESTAMENTS, SCRIPTURE_SEARCH_MESSAGES.testament)),
  ),
  book: optional(
    z.string().transform((code, context) => {
      const book = findBookByCode(code);
      if (!book) {
        context.addIssue({ code: 'custom', message: SCRIPTURE_SEARCH_MESSAGES.book });
        return z.NEVER;
      }
      return book.code;
    }),
  ),
  page: z.coerce
    .number({ message: SCRIPTURE_SEARCH_MESSAGES.page })
    .int(SCRIPTURE_SEARCH_MESSAGES.page)
    .min(1, SCRIPTURE_SEARCH_MESSAGES.page)
    .max(SCRIPTURE_SEARCH_MAX_PAGE, SCRIPTURE_SEARCH_MESSAGES.page)
    .default(1),
});
export type ScriptureSearchQuery = z.output<typeof scriptureSearchQuerySchema>;
