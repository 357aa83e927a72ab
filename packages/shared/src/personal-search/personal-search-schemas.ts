import { z } from 'zod';
import {
  PERSONAL_SEARCH_BAD_KIND,
  PERSONAL_SEARCH_KINDS,
  PERSONAL_SEARCH_MAX_LENGTH,
  PERSONAL_SEARCH_OFFSET_MAX,
  PERSONAL_SEARCH_PAGE_SIZE,
  PERSONAL_SEARCH_PAGE_SIZE_MAX,
  PERSONAL_SEARCH_REQUIRED,
  PERSONAL_SEARCH_TOO_LONG,
} from './personal-search';

/** GET /api/search?q=&kind=&limit=&offset= (docs/product/search.md#the-results). */
export const personalSearchQuerySchema = z.object({
  q: z
    .string({ message: PERSONAL_SEARCH_REQUIRED })
    .trim()
    .min(1, PERSONAL_SEARCH_REQUIRED)
    .max(PERSONAL_SEARCH_MAX_LENGTH, PERSONAL_SEARCH_TOO_LONG),
  kind: z.enum(PERSONAL_SEARCH_KINDS, { message: PERSONAL_SEARCH_BAD_KIND }).optional(),
  limit: z.coerce
    .number({ message: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(PERSONAL_SEARCH_PAGE_SIZE_MAX, `Limit must be at most ${PERSONAL_SEARCH_PAGE_SIZE_MAX}`)
    .default(PERSONAL_SEARCH_PAGE_SIZE),
  offset: z.coerce
    .number({ message: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be 0 or more')
    .max(PERSONAL_SEARCH_OFFSET_MAX, `Offset must be at most ${PERSONAL_SEARCH_OFFSET_MAX}`)
    .default(0),
});
export type PersonalSearchQuery = z.output<typeof personalSearchQuerySchema>;
