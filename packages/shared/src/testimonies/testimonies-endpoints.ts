import { endpoint } from '../api-contract/endpoint';
import type { journalPageQuerySchema } from '../journal/journal-schemas';
import type { Page } from '../journal/journal-types';
import type { Testimony, TestimonyCounts, TestimonyPrayerTitle } from './testimonies';
import type {
  createTestimonyInputSchema,
  reviewTestimonyInputSchema,
  testimonyReviewQuerySchema,
} from './testimony-schemas';

// Testimonies are shared with the community once an admin approves them; until then (and after
// a rejection) only their author sees them, and anyone else gets a 404.
// @manna/shared exports this file as the namespace `testimoniesEndpoints`.

/** Approved testimonies of all members, newest first. */
export const list = /* @__PURE__ */ endpoint<
  Page<Testimony>,
  { query: typeof journalPageQuerySchema }
>()('GET', '/api/testimonies');

/** The member's own, whatever their review status, newest first. */
export const mine = /* @__PURE__ */ endpoint<
  Page<Testimony>,
  { query: typeof journalPageQuerySchema }
>()('GET', '/api/testimonies/mine');

export const get = /* @__PURE__ */ endpoint<{ testimony: Testimony }>()(
  'GET',
  '/api/testimonies/:id',
);

/** 201, pending until an admin reviews it. */
export const create = /* @__PURE__ */ endpoint<
  { testimony: Testimony },
  { body: typeof createTestimonyInputSchema }
>()('POST', '/api/testimonies');

/** 204; the member's own only. */
export const remove = /* @__PURE__ */ endpoint<null>()('DELETE', '/api/testimonies/:id');

/** Admins: the testimonies waiting for review (or of another status). */
export const reviewList = /* @__PURE__ */ endpoint<
  Page<Testimony>,
  { query: typeof testimonyReviewQuerySchema }
>()('GET', '/api/admin/testimonies');

/** Admins: how many testimonies each queue holds. */
export const reviewCounts = /* @__PURE__ */ endpoint<TestimonyCounts>()(
  'GET',
  '/api/admin/testimonies/counts',
);

/** Admins: any testimony, with the title (only) of the prayer it tells of. */
export const reviewGet = /* @__PURE__ */ endpoint<{
  testimony: Testimony;
  prayer: TestimonyPrayerTitle | null;
}>()('GET', '/api/admin/testimonies/:id');

/** Admins: approve or reject; rejecting an approved testimony unpublishes it. */
export const review = /* @__PURE__ */ endpoint<
  { testimony: Testimony },
  { body: typeof reviewTestimonyInputSchema }
>()('POST', '/api/admin/testimonies/:id/review');
