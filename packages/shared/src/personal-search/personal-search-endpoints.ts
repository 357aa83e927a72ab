import { endpoint } from '../api-contract/endpoint';
import type { Page } from '../journal/journal-types';
import type { PersonalSearchHit } from './personal-search';
import type { personalSearchQuerySchema } from './personal-search-schemas';

// The member's own words in one ranked list (docs/product/search.md): never anyone else's.
// @manna/shared exports this file as the namespace `personalSearchEndpoints`.

/** Best match first; `kind` keeps one kind. */
export const search = /* @__PURE__ */ endpoint<
  Page<PersonalSearchHit>,
  { query: typeof personalSearchQuerySchema }
>()('GET', '/api/search');
