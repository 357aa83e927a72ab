import {
  JOURNAL_PAGE_SIZE,
  type Page,
  PRAYER_NOT_FOUND,
  type Prayer,
  prayersEndpoints,
  TESTIMONY_NOT_FOUND,
  type Testimony,
  testimoniesEndpoints,
} from '@manna/shared';
import { type FakeApiOptions, failure, fakeRoute, reply, stubFakeApi } from '@/testing/fake-fetch';
import { FAKE_NOW, fakePage, newestFirst } from '@/testing/fake-records';
import { makeTestimony } from './testimony-fixtures';

interface FakeTestimoniesApiOptions extends FakeApiOptions {
  testimonies?: Testimony[];
  /** The signed-in member (the author of their own testimonies). */
  userId?: string;
  /** The member's prayers, answered at GET /api/prayers/:id (a testimony may start from one). */
  prayers?: Prayer[];
}

/**
 * An in-memory testimonies API on a stubbed fetch (testimoniesEndpoints): approved
 * ones for everybody, the member's own in any status, one by id (404 for another member's
 * unapproved one), create (pending) and delete (own only).
 */
export function stubTestimoniesApi(options: FakeTestimoniesApiOptions = {}) {
  const userId = options.userId ?? 'user-1';
  let testimonies = [...(options.testimonies ?? [])];
  let created = 0;

  const isOwn = (testimony: Testimony) => testimony.user_id === userId;
  // As the server answers: user_id and the review note only on the member's own.
  const asSeen = (testimony: Testimony): Testimony => {
    if (isOwn(testimony)) return testimony;
    const { user_id: _hidden, ...rest } = testimony;
    return { ...rest, review_note: null };
  };
  const visible = (id: string) =>
    testimonies.find(
      (testimony) => testimony.id === id && (testimony.status === 'approved' || isOwn(testimony)),
    );
  const page = (items: Testimony[], url: URL): Page<Testimony> => {
    const shown = fakePage([...items].sort(newestFirst), url, {
      defaultLimit: JOURNAL_PAGE_SIZE,
      max: options.pageSize,
    });
    return { ...shown, items: shown.items.map(asSeen) };
  };

  const notFound = failure(404, TESTIMONY_NOT_FOUND);
  const findPrayer = (id: string) => (options.prayers ?? []).find((prayer) => prayer.id === id);
  const { fetchMock, calls } = stubFakeApi(
    [
      fakeRoute(testimoniesEndpoints.list, ({ url }) =>
        page(
          testimonies.filter((testimony) => testimony.status === 'approved'),
          url,
        ),
      ),
      fakeRoute(testimoniesEndpoints.mine, ({ url }) => page(testimonies.filter(isOwn), url)),
      fakeRoute(testimoniesEndpoints.create, ({ body }) => {
        const prayerId = body.prayer_id ?? null;
        if (prayerId && !findPrayer(prayerId)) return failure(404, PRAYER_NOT_FOUND);
        created += 1;
        const testimony = makeTestimony({
          id: `created-${created}`,
          user_id: userId,
          author_name: 'Ruth Moabite',
          title: body.title,
          content: body.content,
          prayer_id: prayerId,
          status: 'pending',
          created_at: FAKE_NOW,
        });
        testimonies.push(testimony);
        return reply(201, { testimony });
      }),
      fakeRoute(testimoniesEndpoints.get, ({ params }) => {
        const found = visible(params.id);
        return found ? { testimony: asSeen(found) } : notFound;
      }),
      fakeRoute(testimoniesEndpoints.remove, ({ params }) => {
        const found = visible(params.id);
        if (!found || !isOwn(found)) return notFound;
        testimonies = testimonies.filter((testimony) => testimony.id !== params.id);
        return null;
      }),
      fakeRoute(prayersEndpoints.get, ({ params }) => {
        const prayer = findPrayer(params.id);
        return prayer ? { prayer } : failure(404, PRAYER_NOT_FOUND);
      }),
    ],
    options,
  );

  return { fetchMock, calls, testimonies: () => testimonies };
}
