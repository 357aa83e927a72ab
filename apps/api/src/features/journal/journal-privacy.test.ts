import {
  ENTRY_NOT_FOUND,
  journalEndpoints as endpoints,
  JOURNAL_ITEM_NOT_FOUND,
  type JournalEntry,
  type JournalTopic,
  TOPIC_NOT_FOUND,
} from '@manna/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';
import { journalClient } from './journal-test-helpers';

describe('journal privacy', () => {
  const t = useTestApp();
  const j = journalClient(t);
  let owner: TestMember;
  let other: TestMember;
  let entry: JournalEntry;
  let topic: JournalTopic;
  let topicEntryId: string;

  beforeAll(async () => {
    owner = await t.signUp();
    other = await t.signUp();
    entry = await j.addEntry(owner, { title: 'Secret', content: 'Only for my eyes' });
    topic = await j.addTopic(owner, { title: 'Secret topic' });
    topicEntryId = (await j.addTopicEntry(owner, topic.id, { content: 'Secret request' })).id;
  });

  /** Everything the owner can see, to check nothing of it changed. */
  async function ownersJournal() {
    return {
      entries: await j.read(owner, endpoints.entries),
      topic: await j.read(owner, endpoints.topic, { params: { id: topic.id } }),
      achievements: await j.read(owner, endpoints.achievements),
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
    expect(await j.read(other, endpoints.entries)).toEqual({
      items: [],
      total: 0,
      next_offset: null,
    });
    expect(await j.read(other, endpoints.topics)).toEqual({ topics: [] });
    expect(await j.read(other, endpoints.topics, { query: { status: 'active' } })).toEqual({
      topics: [],
    });
    expect(await j.read(other, endpoints.search, { query: { q: 'secret' } })).toEqual({
      items: [],
      total: 0,
      next_offset: null,
    });
    expect((await j.read(other, endpoints.achievements)).entry_count).toBe(0);
    // The owner's own search finds the entry and the topic entry (topics are not searched).
    const owners = await j.read(owner, endpoints.search, { query: { q: 'secret' } });
    expect(owners.items.map((hit) => hit.id).sort()).toEqual([entry.id, topicEntryId].sort());
  });
});
