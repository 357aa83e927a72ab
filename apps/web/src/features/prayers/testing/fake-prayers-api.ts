import {
  JOURNAL_PAGE_SIZE,
  type JournalEntry,
  PRAYER_NOT_FOUND,
  type Prayer,
  prayersEndpoints,
} from '@manna/shared';
import { type FakeApiOptions, failure, fakeRoute, reply, stubFakeApi } from '@/testing/fake-fetch';
import { FAKE_NOW, fakePage, newestFirst } from '@/testing/fake-records';
import { journalEntryFromPrayer, makePrayer } from './prayer-fixtures';

interface FakePrayersApiOptions extends FakeApiOptions {
  prayers?: Prayer[];
}

/**
 * An in-memory prayers API on a stubbed fetch (prayersEndpoints): the paged list, the most
 * recent, one by id, create, update (answering stamps answered_at), delete and the link to the
 * journal.
 */
export function stubPrayersApi(options: FakePrayersApiOptions = {}) {
  let prayers = [...(options.prayers ?? [])];
  const entries: JournalEntry[] = [];
  let created = 0;
  const notFound = failure(404, PRAYER_NOT_FOUND);
  const find = (id: string) => prayers.find((prayer) => prayer.id === id);

  const { fetchMock, calls } = stubFakeApi(
    [
      fakeRoute(prayersEndpoints.list, ({ url }) => {
        const status = url.searchParams.get('status');
        const listed = prayers.filter(
          (prayer) => status === null || prayer.is_answered === (status === 'answered'),
        );
        return fakePage(listed.sort(newestFirst), url, {
          defaultLimit: JOURNAL_PAGE_SIZE,
          max: options.pageSize,
        });
      }),
      fakeRoute(prayersEndpoints.recent, () => ({
        prayer: [...prayers].sort(newestFirst)[0] ?? null,
      })),
      fakeRoute(prayersEndpoints.create, ({ body }) => {
        created += 1;
        const prayer = makePrayer({
          id: `created-${created}`,
          title: body.title,
          content: body.content,
          is_private: body.is_private ?? true,
          created_at: FAKE_NOW,
        });
        prayers.push(prayer);
        return reply(201, { prayer });
      }),
      fakeRoute(prayersEndpoints.linkToJournal, ({ params }) => {
        const existing = find(params.id);
        if (!existing) return notFound;
        const linked = entries.find((entry) => entry.prayer_id === params.id);
        if (linked) return { entry: linked, earned: [] };
        const entry = journalEntryFromPrayer(existing, `entry-for-${params.id}`);
        entries.push(entry);
        prayers = prayers.map((prayer) =>
          prayer.id === params.id ? { ...prayer, journal_entry_id: entry.id } : prayer,
        );
        return reply(201, { entry, earned: [] });
      }),
      fakeRoute(prayersEndpoints.get, ({ params }) => {
        const prayer = find(params.id);
        return prayer ? { prayer } : notFound;
      }),
      fakeRoute(prayersEndpoints.update, ({ params, body }) => {
        const existing = find(params.id);
        if (!existing) return notFound;
        const prayer: Prayer = { ...existing, ...body, updated_at: FAKE_NOW };
        if (body.is_answered === true) prayer.answered_at = existing.answered_at ?? FAKE_NOW;
        if (body.is_answered === false) prayer.answered_at = null;
        prayers = prayers.map((candidate) => (candidate.id === params.id ? prayer : candidate));
        return { prayer };
      }),
      fakeRoute(prayersEndpoints.remove, ({ params }) => {
        if (!find(params.id)) return notFound;
        prayers = prayers.filter((prayer) => prayer.id !== params.id);
        return null;
      }),
    ],
    options,
  );

  return { fetchMock, calls, prayers: () => prayers, entries: () => entries };
}
