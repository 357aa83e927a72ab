import {
  JOURNAL_PAGE_SIZE,
  type Page,
  PRAYER_NOT_FOUND,
  type Prayer,
  TESTIMONY_NOT_FOUND,
  type Testimony,
} from '@manna/shared';
import { type FakeOverride, fakePage, jsonResponse, stubFakeApi } from '@/testing/fake-fetch';
import { makeTestimony } from './testimony-fixtures';

interface FakeTestimoniesApiOptions {
  testimonies?: Testimony[];
  /** The signed-in member (the author of their own testimonies). */
  userId?: string;
  /** The member's prayers, answered at GET /api/prayers/:id (a testimony may start from one). */
  prayers?: Prayer[];
  /** Page size the lists answer with, whatever the client asks for (to test paging). */
  pageSize?: number;
  /** Answers a request before the fake does (return undefined to pass it on). */
  override?: FakeOverride;
}

const NOW = '2026-11-23T08:00:00.000Z';

const newestFirst = (a: Testimony, b: Testimony) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/**
 * An in-memory testimonies API on a stubbed fetch (apps/api testimonies.routes.ts): approved
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
  const page = (items: Testimony[], url: URL): Page<Testimony> => {
    const shown = fakePage([...items].sort(newestFirst), url, {
      defaultLimit: JOURNAL_PAGE_SIZE,
      max: options.pageSize,
    });
    return { ...shown, items: shown.items.map(asSeen) };
  };

  const { fetchMock, calls } = stubFakeApi(async (request) => {
    const { method, url, body } = request;
    const path = url.pathname;

    if (path === '/api/testimonies' && method === 'GET') {
      return jsonResponse(
        200,
        page(
          testimonies.filter((testimony) => testimony.status === 'approved'),
          url,
        ),
      );
    }
    if (path === '/api/testimonies/mine') {
      return jsonResponse(200, page(testimonies.filter(isOwn), url));
    }
    if (path === '/api/testimonies' && method === 'POST') {
      const input = body as { title: string; content: string; prayer_id?: string | null };
      const prayerId = input.prayer_id ?? null;
      if (prayerId && !(options.prayers ?? []).some((prayer) => prayer.id === prayerId)) {
        return jsonResponse(404, { error: PRAYER_NOT_FOUND });
      }
      created += 1;
      const testimony = makeTestimony({
        id: `created-${created}`,
        user_id: userId,
        author_name: 'Ruth Moabite',
        title: input.title,
        content: input.content,
        prayer_id: prayerId,
        status: 'pending',
        created_at: NOW,
      });
      testimonies.push(testimony);
      return jsonResponse(201, { testimony });
    }
    const testimonyMatch = /^\/api\/testimonies\/([^/]+)$/.exec(path);
    if (testimonyMatch) {
      const id = decodeURIComponent(testimonyMatch[1] ?? '');
      const found = testimonies.find(
        (testimony) => testimony.id === id && (testimony.status === 'approved' || isOwn(testimony)),
      );
      if (method === 'GET') {
        return found
          ? jsonResponse(200, { testimony: asSeen(found) })
          : jsonResponse(404, { error: TESTIMONY_NOT_FOUND });
      }
      if (method === 'DELETE') {
        if (!found || !isOwn(found)) return jsonResponse(404, { error: TESTIMONY_NOT_FOUND });
        testimonies = testimonies.filter((testimony) => testimony.id !== id);
        return jsonResponse(204);
      }
    }
    const prayerMatch = /^\/api\/prayers\/([^/]+)$/.exec(path);
    if (prayerMatch && method === 'GET') {
      const prayer = (options.prayers ?? []).find(
        (candidate) => candidate.id === decodeURIComponent(prayerMatch[1] ?? ''),
      );
      return prayer
        ? jsonResponse(200, { prayer })
        : jsonResponse(404, { error: PRAYER_NOT_FOUND });
    }
    return jsonResponse(404, { error: 'Not found' });
  }, options.override);

  return { fetchMock, calls, testimonies: () => testimonies };
}
