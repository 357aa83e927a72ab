// Every testimonies query lives under one prefix, so sharing or deleting one refreshes the
// community's list, the member's own and the testimony's screen in one invalidation.

export const testimoniesQueryPrefix = ['testimonies'] as const;

/** The approved testimonies of the whole community, newest first. */
export const communityTestimoniesQueryKey = ['testimonies', 'community'] as const;

/** The member's own testimonies, whatever their review status. */
export const myTestimoniesQueryKey = ['testimonies', 'mine'] as const;

/** One testimony by id. */
export const testimonyQueryKey = (id: string) => ['testimonies', 'detail', id] as const;
