import type { TestimonyStatus } from '@manna/shared';

// Every testimonies query lives under one prefix, so sharing or deleting one refreshes the
// community's list, the member's own and the testimony's screen in one invalidation.

export const testimoniesQueryPrefix = ['testimonies'] as const;

/** The approved testimonies of the whole community, newest first. */
export const communityTestimoniesQueryKey = ['testimonies', 'community'] as const;

/** The member's own testimonies, whatever their review status. */
export const myTestimoniesQueryKey = ['testimonies', 'mine'] as const;

/** One testimony by id. */
export const testimonyQueryKey = (id: string) => ['testimonies', 'detail', id] as const;

// The admin's review queries sit under 'admin' with the overview's figures, so one review
// refreshes the queues, their counts and the overview's 'Testimonies waiting' together.
export const adminQueryPrefix = ['admin'] as const;

/** One review queue: the testimonies of one status, newest first. */
export const reviewQueueQueryKey = (status: TestimonyStatus) =>
  ['admin', 'testimonies', 'queue', status] as const;

/** How many testimonies each queue holds. */
export const reviewCountsQueryKey = ['admin', 'testimonies', 'counts'] as const;

/** One testimony as the admin reviews it. */
export const reviewTestimonyQueryKey = (id: string) =>
  ['admin', 'testimonies', 'detail', id] as const;
