import {
  BOOKMARK_NOT_FOUND,
  type Bookmark,
  bookmarksEndpoints,
  clientErrorReportSchema,
} from '@manna/shared';
import { vi } from 'vitest';
import {
  answerWith,
  type FakeOverride,
  failure,
  fakeRoute,
  isErrorReport,
  jsonResponse,
  reply,
  stubFakeFetch,
} from '@/testing/fake-fetch';
import { fakePage, newestFirst } from '@/testing/fake-records';

let sequence = 0;

/** A bookmark as the server returns it: John 3:16 in the KJV unless overridden. */
export function makeBookmark(overrides: Partial<Bookmark> = {}): Bookmark {
  sequence += 1;
  return {
    id: `bookmark-${sequence}`,
    reference: 'John 3:16',
    text: 'For God so loved the world, that he gave his only begotten Son.',
    translation: 'kjv',
    tags: [],
    created_at: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

export interface FakeBookmarksApiOptions {
  /** The member's bookmarks on the server (any order; answered newest first). */
  bookmarks?: Bookmark[];
  /** False: every bookmark call answers 401. */
  signedIn?: boolean;
  /** Answers a request before the fake does (return undefined to pass it on). */
  override?: FakeOverride;
}

const UNAUTHORIZED = { error: 'Unauthorized' };

/**
 * The bookmarks API in memory on a stubbed fetch, as apps/api answers it: the paged list (newest
 * first), a chapter's bookmarks, an idempotent POST, DELETE by id and by reference (404 when
 * missing), and 401 when signed out. `setOffline(true)` makes fetch reject like a lost network.
 * Error reports (POST /api/client-errors) are accepted and left out of `calls()`.
 */
export function stubBookmarksApi(options: FakeBookmarksApiOptions = {}) {
  let stored = [...(options.bookmarks ?? [])];
  let signedIn = options.signedIn ?? true;
  let offline = false;
  let created = 0;

  const listed = () => [...stored].sort(newestFirst);

  /** Removes the bookmarks that `matches`: 204, or 404 when there were none. */
  const removeWhere = (matches: (bookmark: Bookmark) => boolean) => {
    const before = stored.length;
    stored = stored.filter((bookmark) => !matches(bookmark));
    return stored.length < before ? null : failure(404, BOOKMARK_NOT_FOUND);
  };

  const routes = answerWith([
    fakeRoute(bookmarksEndpoints.list, ({ url }) => {
      const { items, ...page } = fakePage(listed(), url, { defaultLimit: 50 });
      return { bookmarks: items, ...page };
    }),
    fakeRoute(bookmarksEndpoints.chapter, ({ url }) => {
      const query = url.searchParams;
      const prefix = `${query.get('book')} ${query.get('chapter')}:`;
      const translation = query.get('translation');
      return {
        bookmarks: listed().filter(
          (b) => b.reference.startsWith(prefix) && b.translation === translation,
        ),
      };
    }),
    fakeRoute(bookmarksEndpoints.create, ({ body }) => {
      const translation = body.translation ?? 'kjv';
      const existing = stored.find(
        (b) => b.reference === body.reference && b.translation === translation,
      );
      if (existing) return { bookmark: existing };
      created += 1;
      const bookmark: Bookmark = {
        id: `server-${created}`,
        reference: body.reference,
        text: body.text,
        translation,
        tags: body.tags ?? [],
        created_at: body.created_at ?? '2026-11-23T09:00:00.000Z',
      };
      stored.push(bookmark);
      return reply(201, { bookmark });
    }),
    fakeRoute(bookmarksEndpoints.deleteByReference, ({ url }) => {
      const reference = url.searchParams.get('reference');
      const translation = url.searchParams.get('translation');
      return removeWhere((b) => b.reference === reference && b.translation === translation);
    }),
    fakeRoute(bookmarksEndpoints.remove, ({ params }) => removeWhere((b) => b.id === params.id)),
  ]);

  const { fetchMock, requests } = stubFakeFetch(async (request) => {
    const { url } = request;
    if (isErrorReport(request)) return jsonResponse(204);
    if (offline) throw new TypeError('Failed to fetch');
    const overridden = await options.override?.(request);
    if (overridden) return overridden;

    if (!url.pathname.startsWith('/api/bookmarks'))
      return jsonResponse(404, { error: 'Not found' });
    if (!signedIn) return jsonResponse(401, UNAUTHORIZED);
    return routes(request);
  });

  /** Bookmark requests so far, as 'METHOD /path?query' (error reports left out). */
  const calls = () =>
    requests()
      .filter((request) => !isErrorReport(request))
      .map(({ method, url }) => `${method} ${url.pathname}${url.search}`);
  /** The calls that change something (all but the GETs). */
  const writes = () => calls().filter((call) => !call.startsWith('GET'));
  /** Bodies of the requests to `method path`. */
  const bodiesOf = (method: string, path: string) =>
    requests()
      .filter((request) => request.method === method && request.url.pathname === path)
      .map((request) => request.body);
  const errorReports = () =>
    requests()
      .filter(isErrorReport)
      .map((request) => clientErrorReportSchema.parse(request.body));

  return {
    fetchMock,
    calls,
    writes,
    bodiesOf,
    errorReports,
    bookmarks: () => listed(),
    setOffline: (value: boolean) => {
      offline = value;
    },
    setSignedIn: (value: boolean) => {
      signedIn = value;
    },
  };
}

/** Makes the browser say it is offline (navigator.onLine false) until restored. */
export function goOffline() {
  return vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
}
