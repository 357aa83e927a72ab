import {
  ACHIEVEMENTS,
  type CurrentUser,
  createEntryInputSchema,
  createTopicEntryInputSchema,
  createTopicInputSchema,
  type EarnedAchievement,
  ENTRY_NOT_FOUND,
  INVALID_VOICE_MEMO_URL,
  JOURNAL_ITEM_NOT_FOUND,
  JOURNAL_PAGE_SIZE,
  type JournalAchievementsResponse,
  type JournalEntry,
  type JournalItem,
  type JournalListItem,
  type JournalSearchHit,
  type JournalTopic,
  type JournalTopicDetail,
  type JournalTopicEntry,
  journalEndpoints,
  meEndpoints,
  type Page,
  type Prayer,
  TOPIC_NOT_ACTIVE,
  TOPIC_NOT_FOUND,
  VOICE_MEMO_NOT_FOUND,
  type VoiceMemo,
  voiceMemoIdOf,
  voiceMemosEndpoints,
  voiceMemoUrl,
  writingHeading,
} from '@manna/shared';
import type { z } from 'zod';
import { type FakeApiOptions, failure, fakeRoute, reply, stubFakeApi } from '@/testing/fake-fetch';
import { fakePage, newestFirst } from '@/testing/fake-records';
import { buildUser } from '@/testing/test-utils';
import { at, type StoredTopic } from './journal-fixtures';

interface FakeJournalApiOptions extends FakeApiOptions {
  entries?: JournalEntry[];
  topics?: StoredTopic[];
  topicEntries?: JournalTopicEntry[];
  /** Prayers the search also looks through. */
  prayers?: Prayer[];
  /** Ids of journal achievements already earned. */
  earned?: string[];
  /**
   * Ids of journal achievements the next saved entry (or topic entry) earns; later saves earn
   * none. When an entry earns one is the server's rule (docs/product/journal.md#achievements).
   */
  earnedBySave?: string[];
  user?: CurrentUser;
}

/** Memo ids are UUIDs, as the server's are: the shared schemas accept no other voice memo URL. */
const fakeVoiceMemoId = (created: number) =>
  `00000000-0000-4000-8000-${String(created).padStart(12, '0')}`;

/** The URL of the voice memo the fake API creates as its `created`-th new record. */
export const fakeVoiceMemoUrl = (created: number) => voiceMemoUrl(fakeVoiceMemoId(created));

/**
 * The journal achievements as the API lists them (by threshold ascending,
 * docs/product/journal.md#achievements).
 */
export const JOURNAL_ACHIEVEMENTS = ACHIEVEMENTS.filter(
  (achievement) => achievement.type === 'journal',
)
  .map((achievement) => ({ ...achievement, id: `achievement-${achievement.threshold}` }))
  .sort((a, b) => a.threshold - b.threshold);

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/**
 * An in-memory journal API on a stubbed fetch, acting as the server does: entries, topics with
 * their counts and entries, topic entries (only into active topics; each bumps the topic), the
 * achievements a test says the next save earns, search, and voice memos.
 */
export function stubJournalApi(options: FakeJournalApiOptions = {}) {
  let entries = [...(options.entries ?? [])];
  let topics = [...(options.topics ?? [])];
  let topicEntries = [...(options.topicEntries ?? [])];
  const prayers = [...(options.prayers ?? [])];
  const earnedIds = new Set(options.earned ?? []);
  // Memos the seeded entries point at exist too.
  const memos = new Set<string>(
    [...entries, ...topicEntries].flatMap((entry) =>
      entry.voice_memo_url ? [entry.voice_memo_url] : [],
    ),
  );
  const user = options.user ?? buildUser();
  let clock = 10_000;
  let created = 0;
  const now = () => {
    clock += 1;
    return at(clock);
  };
  const newId = (kind: string) => {
    created += 1;
    return `${kind}-new-${created}`;
  };

  const entryCount = () => entries.length + topicEntries.length;

  let earnedBySave = options.earnedBySave ?? [];
  const award = (): EarnedAchievement[] => {
    const earned = JOURNAL_ACHIEVEMENTS.filter(({ id }) => earnedBySave.includes(id));
    earnedBySave = [];
    for (const { id } of earned) earnedIds.add(id);
    return earned.map(({ threshold: _threshold, ...achievement }) => achievement);
  };

  const withCounts = (topic: StoredTopic): JournalTopic => {
    const own = topicEntries.filter((entry) => entry.topic_id === topic.id);
    const newest = [...own].sort(newestFirst)[0];
    return {
      ...topic,
      entry_count: own.length,
      answered_count: own.filter((entry) => entry.is_answered).length,
      last_entry_date: newest?.created_at ?? null,
    };
  };

  const detail = (topic: StoredTopic): JournalTopicDetail => ({
    ...withCounts(topic),
    entries: topicEntries.filter((entry) => entry.topic_id === topic.id).sort(newestFirst),
  });

  // Any entry change bumps its topic (docs/product/journal.md#rules).
  const bump = (topicId: string) => {
    topics = topics.map((topic) =>
      topic.id === topicId ? { ...topic, updated_at: now() } : topic,
    );
  };

  const page = <Item>(items: Item[], url: URL): Page<Item> =>
    fakePage(items, url, { defaultLimit: JOURNAL_PAGE_SIZE, max: options.pageSize });

  const listed = (): JournalListItem[] =>
    [
      ...entries.map((entry) => ({ kind: 'entry' as const, entry })),
      ...topicEntries.flatMap((entry) => {
        const topic = topics.find((candidate) => candidate.id === entry.topic_id);
        if (!topic) return [];
        const { id, title, color, icon } = topic;
        return [{ kind: 'topic_entry' as const, entry, topic: { id, title, color, icon } }];
      }),
    ].sort((a, b) => newestFirst(a.entry, b.entry));

  const achievementsAnswer = (): JournalAchievementsResponse => {
    const count = entryCount();
    const achievements = JOURNAL_ACHIEVEMENTS.map((achievement) => ({
      id: achievement.id,
      name: achievement.name,
      description: achievement.description,
      threshold: achievement.threshold,
      badge_color: achievement.badge_color,
      reward_tokens: achievement.reward_tokens,
      earned: earnedIds.has(achievement.id),
      earned_at: earnedIds.has(achievement.id) ? at(0) : null,
    }));
    const next = achievements.find((achievement) => !achievement.earned);
    return {
      entry_count: count,
      achievements,
      next: next
        ? {
            name: next.name,
            threshold: next.threshold,
            remaining: Math.max(next.threshold - count, 0),
          }
        : null,
    };
  };

  const search = (url: URL) => {
    const query = (url.searchParams.get('q') ?? '').trim().toLowerCase();
    if (query === '') return failure(400, 'Type something to search for');
    const matches = (title: string | null, content: string) =>
      (title ?? '').toLowerCase().includes(query) || content.toLowerCase().includes(query);
    const hits: JournalSearchHit[] = [
      ...entries
        .filter((entry) => matches(entry.title, entry.content))
        .map((entry) => ({
          kind: 'entry' as const,
          id: entry.id,
          topic_id: null,
          heading: writingHeading(entry.title, entry.content).heading,
          excerpt: entry.content,
          created_at: entry.created_at,
        })),
      ...topicEntries
        .filter((entry) => matches(entry.title, entry.content))
        .map((entry) => ({
          kind: 'topic_entry' as const,
          id: entry.id,
          topic_id: entry.topic_id,
          heading: writingHeading(entry.title, entry.content).heading,
          excerpt: entry.content,
          created_at: entry.created_at,
        })),
      ...prayers
        .filter((prayer) => matches(prayer.title, prayer.content))
        .map((prayer) => ({
          kind: 'prayer' as const,
          id: prayer.id,
          topic_id: null,
          heading: prayer.title,
          excerpt: prayer.content,
          created_at: prayer.created_at,
        })),
    ].sort(newestFirst);
    return page(hits, url);
  };

  const entryNotFound = failure(404, ENTRY_NOT_FOUND);
  const topicNotFound = failure(404, TOPIC_NOT_FOUND);
  const findEntry = (id: string) => entries.find((entry) => entry.id === id);
  const findTopic = (id: string) => topics.find((topic) => topic.id === id);
  const findTopicEntry = (id: string) => topicEntries.find((entry) => entry.id === id);

  const { fetchMock, calls } = stubFakeApi(
    [
      fakeRoute(meEndpoints.get, () => ({ user })),
      fakeRoute(journalEndpoints.entries, ({ url }) => page(listed(), url)),
      fakeRoute(journalEndpoints.item, ({ params }) => {
        const entry = findEntry(params.id);
        const topic = findTopic(params.id);
        const item: JournalItem | null = entry
          ? { kind: 'entry', entry }
          : topic
            ? { kind: 'topic', topic: detail(topic) }
            : null;
        return item ? { item } : failure(404, JOURNAL_ITEM_NOT_FOUND);
      }),
      fakeRoute(journalEndpoints.createEntry, ({ body }) => {
        const parsed = createEntryInputSchema.safeParse(body);
        if (!parsed.success) return failure(400, firstIssue(parsed.error));
        const time = now();
        const entry: JournalEntry = {
          id: newId('entry'),
          user_id: user.id,
          prayer_id: parsed.data.prayer_id ?? null,
          title: parsed.data.title ?? null,
          content: parsed.data.content,
          voice_memo_url: parsed.data.voice_memo_url ?? null,
          is_private: parsed.data.is_private,
          answered: parsed.data.answered,
          answer_details: parsed.data.answer_details ?? null,
          created_at: time,
          updated_at: time,
        };
        entries.push(entry);
        return reply(201, { entry, earned: award() });
      }),
      fakeRoute(journalEndpoints.entry, ({ params }) => {
        const entry = findEntry(params.id);
        return entry ? { entry } : entryNotFound;
      }),
      fakeRoute(journalEndpoints.updateEntry, ({ params, body }) => {
        const existing = findEntry(params.id);
        if (!existing) return entryNotFound;
        const entry: JournalEntry = { ...existing, ...body, updated_at: now() };
        entries = entries.map((candidate) => (candidate.id === params.id ? entry : candidate));
        return { entry };
      }),
      fakeRoute(journalEndpoints.deleteEntry, ({ params }) => {
        if (!findEntry(params.id)) return entryNotFound;
        entries = entries.filter((entry) => entry.id !== params.id);
        return null;
      }),
      fakeRoute(journalEndpoints.topics, ({ url }) => {
        const status = url.searchParams.get('status');
        return {
          topics: topics
            .filter((topic) => !status || topic.status === status)
            .map(withCounts)
            .sort((a, b) => b.updated_at.localeCompare(a.updated_at)),
        };
      }),
      fakeRoute(journalEndpoints.createTopic, ({ body }) => {
        const parsed = createTopicInputSchema.safeParse(body);
        if (!parsed.success) return failure(400, firstIssue(parsed.error));
        const time = now();
        const topic: StoredTopic = {
          id: newId('topic'),
          user_id: user.id,
          title: parsed.data.title,
          description: parsed.data.description ?? null,
          goal: parsed.data.goal ?? null,
          status: parsed.data.status,
          color: parsed.data.color,
          icon: parsed.data.icon,
          created_at: time,
          updated_at: time,
        };
        topics.push(topic);
        return reply(201, { topic: withCounts(topic) });
      }),
      fakeRoute(journalEndpoints.createTopicEntry, ({ params, body }) => {
        const topic = findTopic(params.id);
        if (!topic) return topicNotFound;
        if (topic.status !== 'active') return failure(400, TOPIC_NOT_ACTIVE);
        const parsed = createTopicEntryInputSchema.safeParse(body);
        if (!parsed.success) return failure(400, firstIssue(parsed.error));
        const time = now();
        const entry: JournalTopicEntry = {
          id: newId('topic-entry'),
          topic_id: params.id,
          user_id: user.id,
          prayer_id: parsed.data.prayer_id ?? null,
          type: parsed.data.type,
          title: parsed.data.title ?? null,
          content: parsed.data.content,
          voice_memo_url: parsed.data.voice_memo_url ?? null,
          is_private: parsed.data.is_private,
          is_answered: parsed.data.is_answered,
          answer_details: parsed.data.answer_details ?? null,
          scripture_reference: parsed.data.scripture_reference ?? null,
          created_at: time,
          updated_at: time,
        };
        topicEntries.push(entry);
        bump(params.id);
        return reply(201, { entry, earned: award() });
      }),
      fakeRoute(journalEndpoints.topic, ({ params }) => {
        const topic = findTopic(params.id);
        return topic ? { topic: detail(topic) } : topicNotFound;
      }),
      fakeRoute(journalEndpoints.updateTopic, ({ params, body }) => {
        const existing = findTopic(params.id);
        if (!existing) return topicNotFound;
        const topic: StoredTopic = { ...existing, ...body, updated_at: now() };
        topics = topics.map((candidate) => (candidate.id === params.id ? topic : candidate));
        return { topic: withCounts(topic) };
      }),
      fakeRoute(journalEndpoints.deleteTopic, ({ params }) => {
        if (!findTopic(params.id)) return topicNotFound;
        topics = topics.filter((topic) => topic.id !== params.id);
        topicEntries = topicEntries.filter((entry) => entry.topic_id !== params.id);
        return null;
      }),
      fakeRoute(journalEndpoints.updateTopicEntry, ({ params, body }) => {
        const existing = findTopicEntry(params.id);
        if (!existing) return entryNotFound;
        const entry: JournalTopicEntry = { ...existing, ...body, updated_at: now() };
        topicEntries = topicEntries.map((candidate) =>
          candidate.id === params.id ? entry : candidate,
        );
        bump(existing.topic_id);
        return { entry };
      }),
      fakeRoute(journalEndpoints.deleteTopicEntry, ({ params }) => {
        const existing = findTopicEntry(params.id);
        if (!existing) return entryNotFound;
        topicEntries = topicEntries.filter((entry) => entry.id !== params.id);
        bump(existing.topic_id);
        return null;
      }),
      fakeRoute(journalEndpoints.achievements, achievementsAnswer),
      fakeRoute(journalEndpoints.search, ({ url }) => search(url)),
      fakeRoute(voiceMemosEndpoints.upload, () => {
        created += 1;
        const id = fakeVoiceMemoId(created);
        const url = voiceMemoUrl(id);
        memos.add(url);
        const memo: VoiceMemo = {
          id,
          url,
          content_type: 'audio/webm',
          size_bytes: 1024,
          duration_ms: null,
          created_at: now(),
        };
        return reply(201, { memo });
      }),
      fakeRoute(voiceMemosEndpoints.deleteByUrl, ({ url }) => {
        const memoUrl = url.searchParams.get('url') ?? '';
        if (!voiceMemoIdOf(memoUrl)) return failure(400, INVALID_VOICE_MEMO_URL);
        if (!memos.delete(memoUrl)) return failure(404, VOICE_MEMO_NOT_FOUND);
        return null;
      }),
    ],
    options,
  );

  return {
    fetchMock,
    calls,
    entries: () => entries,
    topics: () => topics,
    topicEntries: () => topicEntries,
    memos: () => memos,
  };
}
