import {
  ENTRY_NOT_FOUND,
  JOURNAL_ITEM_NOT_FOUND,
  type JournalAchievementsResponse,
  type JournalEntry,
  type JournalListItem,
  type JournalSearchHit,
  type JournalTopic,
  type JournalTopicDetail,
  type Page,
  TOPIC_NOT_FOUND,
} from '@manna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/responses';
import { createTestApp, type TestApp, type TestMember, UNKNOWN_ID } from '../../testing/test-app';
import { journalClient } from './journal-test-helpers';

describe('journal privacy', () => {
  let t: TestApp;
  let j: ReturnType<typeof journalClient>;
  let owner: TestMember;
  let other: TestMember;
  let entry: JournalEntry;
  let topic: JournalTopic;
  let topicEntryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    j = journalClient(t);
    owner = await t.signUp();
    other = await t.signUp();
    entry = await j.addEntry(owner, { title: 'Secret', content: 'Only for my eyes' });
    topic = await j.addTopic(owner, { title: 'Secret topic' });
    topicEntryId = (await j.addTopicEntry(owner, topic.id, { content: 'Secret request' })).id;
  });
  afterAll(() => t.close());

  /** Everything the owner can see, to check nothing of it changed. */
  async function ownersJournal() {
    return {
      entries: await j.get<Page<JournalListItem>>(owner, '/api/journal/entries'),
      topic: await j.get<{ topic: JournalTopicDetail }>(owner, `/api/journal/topics/${topic.id}`),
      achievements: await j.get<JournalAchievementsResponse>(owner, '/api/journal/achievements'),
    };
  }

  it('answers signed-out requests to every route with 401', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/journal/entries'],
      ['POST', '/api/journal/entries'],
      ['GET', `/api/journal/entries/${entry.id}`],
      ['PATCH', `/api/journal/entries/${entry.id}`],
      ['DELETE', `/api/journal/entries/${entry.id}`],
      ['GET', `/api/journal/items/${entry.id}`],
      ['GET', '/api/journal/topics'],
      ['GET', '/api/journal/topics?status=active'],
      ['POST', '/api/journal/topics'],
      ['GET', `/api/journal/topics/${topic.id}`],
      ['PATCH', `/api/journal/topics/${topic.id}`],
      ['DELETE', `/api/journal/topics/${topic.id}`],
      ['POST', `/api/journal/topics/${topic.id}/entries`],
      ['PATCH', `/api/journal/topic-entries/${topicEntryId}`],
      ['DELETE', `/api/journal/topic-entries/${topicEntryId}`],
      ['GET', '/api/journal/achievements'],
      ['GET', '/api/journal/search?q=secret'],
      ['GET', `/api/journal/unknown/${UNKNOWN_ID}`],
    ];
    const before = await ownersJournal();
    for (const [method, path] of routes) {
      const response = await t.request(path, {
        method,
        ...(method === 'POST' || method === 'PATCH' ? { json: { content: 'x', title: 'x' } } : {}),
      });
      await expectError(response, 401, 'User not authenticated');
    }
    expect(await ownersJournal()).toEqual(before);
  });

  it('answers another member 404 on every route naming the owner’s records, changing nothing', async () => {
    const before = await ownersJournal();
    const attempts: [string, string, unknown, string][] = [
      ['GET', `/api/journal/entries/${entry.id}`, undefined, ENTRY_NOT_FOUND],
      ['PATCH', `/api/journal/entries/${entry.id}`, { content: 'Mine now' }, ENTRY_NOT_FOUND],
      ['DELETE', `/api/journal/entries/${entry.id}`, undefined, ENTRY_NOT_FOUND],
      ['GET', `/api/journal/items/${entry.id}`, undefined, JOURNAL_ITEM_NOT_FOUND],
      ['GET', `/api/journal/items/${topic.id}`, undefined, JOURNAL_ITEM_NOT_FOUND],
      ['GET', `/api/journal/topics/${topic.id}`, undefined, TOPIC_NOT_FOUND],
      ['PATCH', `/api/journal/topics/${topic.id}`, { status: 'paused' }, TOPIC_NOT_FOUND],
      ['DELETE', `/api/journal/topics/${topic.id}`, undefined, TOPIC_NOT_FOUND],
      [
        'POST',
        `/api/journal/topics/${topic.id}/entries`,
        { content: 'Sneaked in' },
        TOPIC_NOT_FOUND,
      ],
      [
        'PATCH',
        `/api/journal/topic-entries/${topicEntryId}`,
        { is_answered: true },
        ENTRY_NOT_FOUND,
      ],
      ['DELETE', `/api/journal/topic-entries/${topicEntryId}`, undefined, ENTRY_NOT_FOUND],
      // A journal entry's id is not a topic entry's, nor the other way round.
      ['PATCH', `/api/journal/topic-entries/${entry.id}`, { content: 'x' }, ENTRY_NOT_FOUND],
      ['GET', `/api/journal/entries/${topicEntryId}`, undefined, ENTRY_NOT_FOUND],
    ];
    for (const [method, path, body, message] of attempts) {
      await expectError(await j.send(other, method, path, body), 404, message);
    }
    // The owner still cannot reach a topic entry through the journal-entry routes either.
    await expectError(
      await j.send(owner, 'DELETE', `/api/journal/entries/${topicEntryId}`),
      404,
      ENTRY_NOT_FOUND,
    );
    expect(await ownersJournal()).toEqual(before);
  });

  it('shows another member none of the owner’s writing in lists, search or counts', async () => {
    expect(await j.get<Page<JournalListItem>>(other, '/api/journal/entries')).toEqual({
      items: [],
      total: 0,
      next_offset: null,
    });
    expect(await j.get<{ topics: JournalTopic[] }>(other, '/api/journal/topics')).toEqual({
      topics: [],
    });
    expect(
      await j.get<{ topics: JournalTopic[] }>(other, '/api/journal/topics?status=active'),
    ).toEqual({ topics: [] });
    expect(await j.get<Page<JournalSearchHit>>(other, '/api/journal/search?q=secret')).toEqual({
      items: [],
      total: 0,
      next_offset: null,
    });
    expect(
      (await j.get<JournalAchievementsResponse>(other, '/api/journal/achievements')).entry_count,
    ).toBe(0);
    // The owner's own search finds the entry and the topic entry (topics are not searched).
    const owners = await j.get<Page<JournalSearchHit>>(owner, '/api/journal/search?q=secret');
    expect(owners.items.map((hit) => hit.id).sort()).toEqual([entry.id, topicEntryId].sort());
  });
});
