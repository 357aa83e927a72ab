import { JOURNAL_PAGE_SIZE, type JournalEntry, PRAYER_NOT_FOUND, type Prayer } from '@manna/shared';
import { type FakeOverride, fakePage, jsonResponse, stubFakeApi } from '@/testing/fake-fetch';
import { journalEntryFromPrayer, makePrayer } from './prayer-fixtures';

interface FakePrayersApiOptions {
  prayers?: Prayer[];
  /** Page size the list answers with, whatever the client asks for (to test paging). */
  pageSize?: number;
  /** Answers a request before the fake does (return undefined to pass it on). */
  override?: FakeOverride;
}

const NOW = '2026-11-23T08:00:00.000Z';

const newestFirst = (a: Prayer, b: Prayer) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/**
 * An in-memory prayers API on a stubbed fetch (the routes of apps/api prayers.routes.ts): the
 * paged list, the most recent, one by id, create, update (answering stamps answered_at), delete
 * and the link to the journal.
 */
export function stubPrayersApi(options: FakePrayersApiOptions = {}) {
  let prayers = [...(options.prayers ?? [])];
  const entries: JournalEntry[] = [];
  let created = 0;

  const { fetchMock, calls } = stubFakeApi(async (request) => {
    const { method, url, body } = request;
    const path = url.pathname;

    if (path === '/api/prayers' && method === 'GET') {
      const status = url.searchParams.get('status');
      const listed = prayers.filter(
        (prayer) => status === null || prayer.is_answered === (status === 'answered'),
      );
      const page = fakePage(listed.sort(newestFirst), url, {
        defaultLimit: JOURNAL_PAGE_SIZE,
        max: options.pageSize,
      });
      return jsonResponse(200, page);
    }
    if (path === '/api/prayers/recent') {
      return jsonResponse(200, { prayer: [...prayers].sort(newestFirst)[0] ?? null });
    }
    if (path === '/api/prayers' && method === 'POST') {
      created += 1;
      const input = body as { title: string; content: string; is_private?: boolean };
      const prayer = makePrayer({
        id: `created-${created}`,
        title: input.title,
        content: input.content,
        is_private: input.is_private ?? true,
        created_at: NOW,
      });
      prayers.push(prayer);
      return jsonResponse(201, { prayer });
    }

    const match = /^\/api\/prayers\/([^/]+)(\/journal)?$/.exec(path);
    if (match) {
      const id = decodeURIComponent(match[1] ?? '');
      const existing = prayers.find((prayer) => prayer.id === id);
      if (!existing) return jsonResponse(404, { error: PRAYER_NOT_FOUND });
      if (match[2] && method === 'POST') {
        const linked = entries.find((entry) => entry.prayer_id === id);
        if (linked) return jsonResponse(200, { entry: linked, earned: [] });
        const entry = journalEntryFromPrayer(existing, `entry-for-${id}`);
        entries.push(entry);
        prayers = prayers.map((prayer) =>
          prayer.id === id ? { ...prayer, journal_entry_id: entry.id } : prayer,
        );
        return jsonResponse(201, { entry, earned: [] });
      }
      if (match[2]) return jsonResponse(404, { error: 'Not found' });
      if (method === 'GET') return jsonResponse(200, { prayer: existing });
      if (method === 'PATCH') {
        const changes = body as Partial<Prayer>;
        const prayer: Prayer = { ...existing, ...changes, updated_at: NOW };
        if (changes.is_answered === true) prayer.answered_at = existing.answered_at ?? NOW;
        if (changes.is_answered === false) prayer.answered_at = null;
        prayers = prayers.map((candidate) => (candidate.id === id ? prayer : candidate));
        return jsonResponse(200, { prayer });
      }
      if (method === 'DELETE') {
        prayers = prayers.filter((prayer) => prayer.id !== id);
        return jsonResponse(204);
      }
    }
    return jsonResponse(404, { error: 'Not found' });
  }, options.override);

  return { fetchMock, calls, prayers: () => prayers, entries: () => entries };
}
