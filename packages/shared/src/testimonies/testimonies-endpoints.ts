import { endpoint } from '../api-contract/endpoint';
import type {
  createTestimonyInputSchema,
  journalPageQuerySchema,
  reviewTestimonyInputSchema,
  testimonyReviewQuerySchema,
} from '../journal/journal-schemas';
import type { Page, Testimony } from '../journal/journal-types';

/**
 * Testimonies are shared with the community once an admin approves them; until then (and after
 * a rejection) only their author sees them, and anyone else gets a 404.
 */
export const testimoniesEndpoints = {
  /** Approved testimonies of all members, newest first. */
  list: endpoint<Page<Testimony>, { query: typeof journalPageQuerySchema }>()(
    'GET',
    '/api/testimonies',
  ),
  /** The member's own, whatever their review status, newest first. */
  mine: endpoint<Page<Testimony>, { query: typeof journalPageQuerySchema }>()(
    'GET',
    '/api/testimonies/mine',
  ),
  get: endpoint<{ testimony: Testimony }>()('GET', '/api/testimonies/:id'),
  /** 201, pending until an admin reviews it. */
  create: endpoint<{ testimony: Testimony }, { body: typeof createTestimonyInputSchema }>()(
    'POST',
    '/api/testimonies',
  ),
  /** 204; the member's own only. */
  delete: endpoint<null>()('DELETE', '/api/testimonies/:id'),
  /** Admins: the testimonies waiting for review (or of another status). */
  reviewList: endpoint<Page<Testimony>, { query: typeof testimonyReviewQuerySchema }>()(
    'GET',
    '/api/admin/testimonies',
  ),
  /** Admins: approve or reject. */
  review: endpoint<{ testimony: Testimony }, { body: typeof reviewTestimonyInputSchema }>()(
    'POST',
    '/api/admin/testimonies/:id/review',
  ),
};
