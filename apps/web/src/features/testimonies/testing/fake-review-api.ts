import {
  JOURNAL_PAGE_SIZE,
  type Prayer,
  TESTIMONY_NOT_FOUND,
  type Testimony,
  type TestimonyStatus,
  testimoniesEndpoints,
} from '@manna/shared';
import { type FakeApiOptions, failure, fakeRoute, stubFakeApi } from '@/testing/fake-fetch';
import { FAKE_NOW, fakePage, newestFirst } from '@/testing/fake-records';

interface FakeReviewApiOptions extends FakeApiOptions {
  testimonies?: Testimony[];
  /** The prayers testimonies tell of: the fake answers their titles only, as the server does. */
  prayers?: Pick<Prayer, 'id' | 'title'>[];
}

/**
 * The admin's review API on a stubbed fetch (testimoniesEndpoints.review*): the queues by status,
 * newest first and paged, their counts, one testimony with its prayer's title, and the review.
 */
export function stubReviewApi(options: FakeReviewApiOptions = {}) {
  const testimonies = [...(options.testimonies ?? [])];
  const find = (id: string) => testimonies.find((testimony) => testimony.id === id);
  const countOf = (status: TestimonyStatus) =>
    testimonies.filter((testimony) => testimony.status === status).length;
  const { fetchMock, calls } = stubFakeApi(
    [
      fakeRoute(testimoniesEndpoints.reviewCounts, () => ({
        pending: countOf('pending'),
        approved: countOf('approved'),
        rejected: countOf('rejected'),
      })),
      fakeRoute(testimoniesEndpoints.reviewList, ({ url }) => {
        const status = url.searchParams.get('status') ?? 'pending';
        return fakePage(
          testimonies.filter((testimony) => testimony.status === status).sort(newestFirst),
          url,
          { defaultLimit: JOURNAL_PAGE_SIZE, max: options.pageSize },
        );
      }),
      fakeRoute(testimoniesEndpoints.reviewGet, ({ params }) => {
        const testimony = find(params.id);
        if (!testimony) return failure(404, TESTIMONY_NOT_FOUND);
        const prayer = (options.prayers ?? []).find((each) => each.id === testimony.prayer_id);
        return { testimony, prayer: prayer ? { id: prayer.id, title: prayer.title } : null };
      }),
      fakeRoute(testimoniesEndpoints.review, ({ params, body }) => {
        const index = testimonies.findIndex((testimony) => testimony.id === params.id);
        const found = testimonies[index];
        if (!found) return failure(404, TESTIMONY_NOT_FOUND);
        const reviewed: Testimony = {
          ...found,
          status: body.status,
          review_note: body.review_note?.trim() || null,
          reviewed_at: FAKE_NOW,
          updated_at: FAKE_NOW,
        };
        testimonies[index] = reviewed;
        return { testimony: reviewed };
      }),
    ],
    options,
  );
  return { fetchMock, calls, testimonies: () => testimonies };
}
