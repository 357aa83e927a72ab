import {
  journalEndpoints as endpoints,
  JOURNAL_ITEM_NOT_FOUND,
  type JournalListItem,
  type JournalTopic,
  type Page,
  type QueryInput,
} from '@manna/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';
import { journalClient } from './journal-test-helpers';

describe('the Entries tab: journal entries and topic entries together', () => {
  const t = useTestApp();
  const j = journalClient(t);
  let member: TestMember;
  let family: JournalTopic;
  let work: JournalTopic;
  /** Each writing's id by the day it was written. */
  const ids: Record<string, string> = {};

  const list = (who: TestMember, query: QueryInput<typeof endpoints.entries> = {}) =>
    j.read(who, endpoints.entries, { query });
  const idsIn = (page: Page<JournalListItem>) => page.items.map((item) => item.entry.id);
  const idsOf = (...days: string[]) => days.map((day) => ids[day]);

  beforeAll(async () => {
    member = await t.signUp();
    family = await j.addTopic(member, { title: 'My family', color: 'green', icon: 'heart' });
    work = await j.addTopic(member, { title: 'Work' });
    // Written out of order and interleaved: the list follows created_at, not insertion or kind.
    const day = (n: number) => `2026-01-0${n}T08:00:00Z`;
    ids.d3 = (await j.addEntry(member, { content: 'three' }, day(3))).id;
    ids.d1 = (await j.addTopicEntry(member, family.id, { content: 'one' }, day(1))).id;
    ids.d5 = (await j.addTopicEntry(member, work.id, { content: 'five' }, day(5))).id;
    ids.d2 = (await j.addEntry(member, { content: 'two' }, day(2))).id;
    ids.d4 = (await j.addTopicEntry(member, family.id, { content: 'four' }, day(4))).id;
    ids.d6 = (await j.addEntry(member, { content: 'six' }, day(6))).id;
    // Someone else's writing, of both kinds and newer than all of it, never shows.
    const other = await t.signUp();
    await j.addEntry(other, { content: 'not yours' }, day(7));
    const theirs = await j.addTopic(other, { title: 'Their topic' });
    await j.addTopicEntry(other, theirs.id, { content: 'not yours either' }, day(8));
  });

  it('lists both kinds newest first, each topic entry with the topic it sits in', async () => {
    const page = await list(member);
    expect(idsIn(page)).toEqual(idsOf('d6', 'd5', 'd4', 'd3', 'd2', 'd1'));
    expect(page).toMatchObject({ total: 6, next_offset: null });
    expect(page.items.map((item) => item.kind)).toEqual([
      'entry',
      'topic_entry',
      'topic_entry',
      'entry',
      'entry',
      'topic_entry',
    ]);
    expect(page.items[2]).toEqual({
      kind: 'topic_entry',
      entry: expect.objectContaining({
        id: ids.d4,
        topic_id: family.id,
        content: 'four',
        type: 'prayer',
        created_at: '2026-01-04T08:00:00.000Z',
      }),
      topic: { id: family.id, title: 'My family', color: 'green', icon: 'heart' },
    });
    expect(page.items[0]).toEqual({
      kind: 'entry',
      entry: expect.objectContaining({ id: ids.d6, content: 'six', answered: false }),
    });
  });

  it('pages over both kinds with the total and the next offset, never repeating or skipping', async () => {
    expect(await list(member, { limit: 4 })).toMatchObject({ total: 6, next_offset: 4 });
    expect(idsIn(await list(member, { limit: 4 }))).toEqual(idsOf('d6', 'd5', 'd4', 'd3'));
    const last = await list(member, { limit: 4, offset: 4 });
    expect(idsIn(last)).toEqual(idsOf('d2', 'd1'));
    expect(last.next_offset).toBeNull();
    const walked: string[] = [];
    for (let offset: number | null = 0; offset !== null; ) {
      const page: Page<JournalListItem> = await list(member, { limit: 1, offset });
      walked.push(...idsIn(page));
      offset = page.next_offset;
    }
    expect(walked).toEqual(idsOf('d6', 'd5', 'd4', 'd3', 'd2', 'd1'));
    expect(await list(member, { offset: 50 })).toEqual({ items: [], total: 6, next_offset: null });
  });

  it('keeps the same order for writings of the same instant, whatever their kind', async () => {
    const twins = await t.signUp();
    const topic = await j.addTopic(twins, { title: 'Twins' });
    const instant = '2026-02-01T00:00:00Z';
    const written = [
      (await j.addEntry(twins, { content: 'a' }, instant)).id,
      (await j.addTopicEntry(twins, topic.id, { content: 'b' }, instant)).id,
      (await j.addEntry(twins, { content: 'c' }, instant)).id,
    ];
    const whole = idsIn(await list(twins));
    expect([...whole].sort()).toEqual([...written].sort());
    const pages = [
      ...idsIn(await list(twins, { limit: 2 })),
      ...idsIn(await list(twins, { limit: 2, offset: 2 })),
    ];
    expect(pages).toEqual(whole);
  });

  it('shows another member none of it, and a member with no writing an empty first page', async () => {
    const stranger = await t.signUp();
    expect(await list(stranger)).toEqual({ items: [], total: 0, next_offset: null });
    const visible = (await list(member)).items.map((item) => item.entry.content);
    expect(visible).not.toContain('not yours');
    expect(visible).not.toContain('not yours either');
  });

  it('drops a topic’s entries from the list with the topic', async () => {
    const leaving = await t.signUp();
    const topic = await j.addTopic(leaving, { title: 'Short-lived' });
    await j.addTopicEntry(leaving, topic.id, { content: 'gone soon' });
    const kept = await j.addEntry(leaving, { content: 'stays' });
    expect((await list(leaving)).total).toBe(2);
    expect((await j.send(leaving, 'DELETE', `/api/journal/topics/${topic.id}`)).status).toBe(204);
    const after = await list(leaving);
    expect(idsIn(after)).toEqual([kept.id]);
    expect(after.total).toBe(1);
  });

  it('validates the paging query', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=two', 'offset=-1', 'offset=1.5']) {
      const response = await t.request(`/api/journal/entries?${query}`, {
        cookie: member.cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });
});

describe('GET /api/journal/items/:id: what /journal/{id} names, in one request', () => {
  const t = useTestApp();
  const j = journalClient(t);

  const item = (who: TestMember, id: string) => j.read(who, endpoints.item, { params: { id } });

  it('answers an entry as an entry and a topic as a topic with its entries', async () => {
    const member = await t.signUp();
    const { earned: _earned, ...entry } = await j.addEntry(member, { title: 'Morning' });
    const topic = await j.addTopic(member, { title: 'My family' });
    const { earned: _also, ...topicEntry } = await j.addTopicEntry(member, topic.id);

    expect(await item(member, entry.id)).toEqual({ item: { kind: 'entry', entry } });
    const { item: found } = await item(member, topic.id);
    expect(found).toMatchObject({
      kind: 'topic',
      topic: { id: topic.id, title: 'My family', entry_count: 1, entries: [topicEntry] },
    });
  });

  it('answers 404 for a topic entry’s id, a missing or malformed id, and another member’s', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const entry = await j.addEntry(owner);
    const topic = await j.addTopic(owner);
    const topicEntry = await j.addTopicEntry(owner, topic.id);
    const ask = (who: TestMember, id: string) =>
      t.request(`/api/journal/items/${id}`, { cookie: who.cookie });
    for (const id of [topicEntry.id, UNKNOWN_ID, 'not-a-uuid']) {
      await expectError(await ask(owner, id), 404, JOURNAL_ITEM_NOT_FOUND);
    }
    for (const id of [entry.id, topic.id]) {
      await expectError(await ask(other, id), 404, JOURNAL_ITEM_NOT_FOUND);
    }
  });
});
