import {
  type BodyInput,
  ENTRY_NOT_FOUND,
  journalEndpoints as endpoints,
  INVALID_VOICE_MEMO_URL,
  type JournalTopic,
  PRAYER_NOT_FOUND,
  type QueryInput,
  TOPIC_ENTRY_CONTENT_REQUIRED,
  TOPIC_NOT_ACTIVE,
  TOPIC_NOT_FOUND,
  TOPIC_TITLE_REQUIRED,
} from '@manna/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalTopicEntries } from '../../db/schema';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';
import {
  badVoiceMemoCases,
  expectOthersVoiceMemosRefused,
  journalClient,
} from './journal-test-helpers';

const LONG_AGO = '2026-01-01T00:00:00.000Z';

describe('journal topics', () => {
  const t = useTestApp();
  const j = journalClient(t);

  const topics = async (member: TestMember, query: QueryInput<typeof endpoints.topics> = {}) =>
    (await j.read(member, endpoints.topics, { query })).topics;
  const detail = async (member: TestMember, id: string) =>
    (await j.read(member, endpoints.topic, { params: { id } })).topic;
  const updateEntry = async (
    member: TestMember,
    id: string,
    body: BodyInput<typeof endpoints.updateTopicEntry>,
  ) => (await j.read(member, endpoints.updateTopicEntry, { params: { id }, body })).entry;
  const patchTopic = (member: TestMember, id: string, body: unknown) =>
    j.send(member, 'PATCH', `/api/journal/topics/${id}`, body);
  const postEntry = (member: TestMember, topicId: string, body: unknown) =>
    j.send(member, 'POST', `/api/journal/topics/${topicId}/entries`, body);
  const patchEntry = (member: TestMember, id: string, body: unknown) =>
    j.send(member, 'PATCH', `/api/journal/topic-entries/${id}`, body);
  const removeEntry = (member: TestMember, id: string) =>
    j.send(member, 'DELETE', `/api/journal/topic-entries/${id}`);
  const withoutEarned = <T extends { earned: unknown }>({ earned: _earned, ...rest }: T) => rest;

  it('creates a topic with the documented defaults and no entries', async () => {
    const member = await t.signUp();
    const topic = await j.addTopic(member, {
      title: '  Our family  ',
      description: ' Health and peace ',
      goal: '',
    });
    expect(topic).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: member.id,
      title: 'Our family',
      description: 'Health and peace',
      goal: null,
      status: 'active',
      color: 'blue',
      icon: 'target',
      created_at: expect.any(String),
      updated_at: topic.created_at,
      entry_count: 0,
      answered_count: 0,
      last_entry_date: null,
    });
    expect(await detail(member, topic.id)).toEqual({ ...topic, entries: [] });

    const styled = await j.addTopic(member, {
      title: 'Work',
      status: 'paused',
      color: 'green',
      icon: 'briefcase',
    });
    expect(styled).toMatchObject({ status: 'paused', color: 'green', icon: 'briefcase' });
  });

  it.each<[string, unknown, string]>([
    ['no title', {}, TOPIC_TITLE_REQUIRED],
    ['a blank title', { title: '   ' }, TOPIC_TITLE_REQUIRED],
    ['a title that is not text', { title: 3 }, TOPIC_TITLE_REQUIRED],
    ['a title too long', { title: 'a'.repeat(201) }, 'Title must be 200 characters or fewer'],
    ['an unknown status', { title: 'x', status: 'archived' }, 'Choose a status'],
    ['an unknown color', { title: 'x', color: 'orange' }, 'Choose a color'],
    ['an unknown icon', { title: 'x', icon: 'rocket' }, 'Choose an icon'],
    ['a null character', { title: 'x\u0000' }, 'Text cannot contain null characters'],
  ])('refuses to create a topic with %s', async (_case, body, message) => {
    const member = await t.signUp();
    await expectError(await j.send(member, 'POST', '/api/journal/topics', body), 400, message);
    expect(await topics(member)).toEqual([]);
  });

  it('updates and deletes a topic, its entries going with it', async () => {
    const member = await t.signUp();
    const topic = await j.addTopic(member, { goal: 'Pray daily' }, LONG_AGO);
    const entry = await j.addTopicEntry(member, topic.id);
    await j.setTopicUpdatedAt(topic.id, LONG_AGO);

    const { topic: updated } = await j.read(member, endpoints.updateTopic, {
      params: { id: topic.id },
      body: {
        title: 'Extended family',
        goal: null,
        status: 'completed',
        color: 'purple',
        icon: 'heart',
      },
    });
    expect(updated).toMatchObject({
      id: topic.id,
      title: 'Extended family',
      goal: null,
      status: 'completed',
      color: 'purple',
      icon: 'heart',
      entry_count: 1,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(LONG_AGO));

    await expectError(await patchTopic(member, topic.id, {}), 400, 'Nothing to update');
    await expectError(
      await patchTopic(member, topic.id, { title: ' ' }),
      400,
      TOPIC_TITLE_REQUIRED,
    );
    await expectError(
      await patchTopic(member, topic.id, { status: 'done' }),
      400,
      'Choose a status',
    );
    expect((await patchTopic(member, topic.id, { user_id: UNKNOWN_ID })).status).toBe(400);

    expect((await j.send(member, 'DELETE', `/api/journal/topics/${topic.id}`)).status).toBe(204);
    await expectError(
      await t.request(`/api/journal/topics/${topic.id}`, { cookie: member.cookie }),
      404,
      TOPIC_NOT_FOUND,
    );
    const left = await t.db
      .select()
      .from(journalTopicEntries)
      .where(eq(journalTopicEntries.id, entry.id));
    expect(left).toEqual([]);
    await expectError(await removeEntry(member, entry.id), 404, ENTRY_NOT_FOUND);
  });

  it('answers 404 for a topic id that is not a uuid or names no topic', async () => {
    const member = await t.signUp();
    for (const id of ['not-a-uuid', '7', UNKNOWN_ID]) {
      await expectError(
        await t.request(`/api/journal/topics/${id}`, { cookie: member.cookie }),
        404,
        TOPIC_NOT_FOUND,
      );
      await expectError(await patchTopic(member, id, { title: 'x' }), 404, TOPIC_NOT_FOUND);
      await expectError(
        await j.send(member, 'DELETE', `/api/journal/topics/${id}`),
        404,
        TOPIC_NOT_FOUND,
      );
      await expectError(await postEntry(member, id, { content: 'x' }), 404, TOPIC_NOT_FOUND);
      await expectError(await patchEntry(member, id, { content: 'x' }), 404, ENTRY_NOT_FOUND);
      await expectError(await removeEntry(member, id), 404, ENTRY_NOT_FOUND);
    }
  });

  describe('topic entries', () => {
    it('adds a prayer entry with a scripture reference, private and unanswered by default', async () => {
      const member = await t.signUp();
      const topic = await j.addTopic(member);
      const entry = withoutEarned(
        await j.addTopicEntry(member, topic.id, {
          title: ' Travel ',
          content: ' Safe roads ',
          scripture_reference: ' Psalm 121:8 ',
        }),
      );
      expect(entry).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        topic_id: topic.id,
        user_id: member.id,
        prayer_id: null,
        type: 'prayer',
        title: 'Travel',
        content: 'Safe roads',
        voice_memo_url: null,
        is_private: true,
        is_answered: false,
        answer_details: null,
        scripture_reference: 'Psalm 121:8',
        created_at: expect.any(String),
        updated_at: entry.created_at,
      });
      expect((await detail(member, topic.id)).entries).toEqual([entry]);

      const memo = await j.addVoiceMemo(member);
      const praise = await j.addTopicEntry(member, topic.id, {
        type: 'praise',
        scripture_reference: '',
        is_answered: true,
        answer_details: 'Home safely',
        voice_memo_url: memo,
      });
      expect(praise).toMatchObject({
        type: 'praise',
        scripture_reference: null,
        is_answered: true,
        answer_details: 'Home safely',
        voice_memo_url: memo,
      });
    });

    it('answers an entry and changes its reference, then deletes it', async () => {
      const member = await t.signUp();
      const topic = await j.addTopic(member);
      const entry = withoutEarned(
        await j.addTopicEntry(member, topic.id, { scripture_reference: 'John 3:16' }),
      );
      const updated = await updateEntry(member, entry.id, {
        is_answered: true,
        answer_details: 'He provided.',
        scripture_reference: 'Phil 4:19',
        type: 'reflection',
      });
      expect(updated).toEqual({
        ...entry,
        is_answered: true,
        answer_details: 'He provided.',
        scripture_reference: 'Phil 4:19',
        type: 'reflection',
        updated_at: expect.any(String),
      });
      const cleared = await updateEntry(member, entry.id, {
        scripture_reference: '  ',
        title: null,
      });
      expect(cleared).toMatchObject({ scripture_reference: null, title: null });

      expect((await removeEntry(member, entry.id)).status).toBe(204);
      expect((await detail(member, topic.id)).entries).toEqual([]);
      await expectError(await removeEntry(member, entry.id), 404, ENTRY_NOT_FOUND);
      await expectError(await patchEntry(member, entry.id, { content: 'x' }), 404, ENTRY_NOT_FOUND);
    });

    it.each<[string, unknown, string]>([
      ['no content', {}, TOPIC_ENTRY_CONTENT_REQUIRED],
      ['blank content', { content: '  ' }, TOPIC_ENTRY_CONTENT_REQUIRED],
      ['content that is not text', { content: false }, TOPIC_ENTRY_CONTENT_REQUIRED],
      [
        'a scripture reference that is not one',
        { content: 'x', scripture_reference: 'John three' },
        'Invalid reference format: John three',
      ],
      [
        'a verse range that ends before it starts',
        { content: 'x', scripture_reference: 'John 3:16-2' },
        'Invalid reference format: John 3:16-2',
      ],
      [
        'a bad voice memo URL',
        { content: 'x', voice_memo_url: 'https://cdn.example.com/a.webm' },
        INVALID_VOICE_MEMO_URL,
      ],
      ...badVoiceMemoCases({ content: 'x' }),
      ['an unknown type', { content: 'x', type: 'lament' }, 'Choose an entry type'],
    ])('refuses to add a topic entry with %s', async (_case, body, message) => {
      const member = await t.signUp();
      const topic = await j.addTopic(member, {}, LONG_AGO);
      await expectError(await postEntry(member, topic.id, body), 400, message);
      const after = await detail(member, topic.id);
      expect(after).toMatchObject({ entry_count: 0, updated_at: LONG_AGO });
    });

    it.each<[string, unknown, string]>([
      ['an empty body', {}, 'Nothing to update'],
      ['blank content', { content: '' }, TOPIC_ENTRY_CONTENT_REQUIRED],
      [
        'a bad reference',
        { scripture_reference: 'Hezekiah' },
        'Invalid reference format: Hezekiah',
      ],
      ['a bad voice memo URL', { voice_memo_url: 'memo.webm' }, INVALID_VOICE_MEMO_URL],
      ...badVoiceMemoCases(),
      ['a move to another topic', { topic_id: UNKNOWN_ID }, 'Unrecognized key: "topic_id"'],
    ])('refuses to update a topic entry with %s', async (_case, body, message) => {
      const member = await t.signUp();
      const topic = await j.addTopic(member);
      const entry = withoutEarned(await j.addTopicEntry(member, topic.id));
      await j.setTopicUpdatedAt(topic.id, LONG_AGO);
      await expectError(await patchEntry(member, entry.id, body), 400, message);
      const after = await detail(member, topic.id);
      expect(after.entries).toEqual([entry]);
      expect(after.updated_at).toBe(LONG_AGO);
    });

    it("plays only the member's own voice memo: another's is refused as if it did not exist", async () => {
      const member = await t.signUp();
      const other = await t.signUp();
      const theirs = await j.addVoiceMemo(other);
      const topic = await j.addTopic(member);
      const entry = withoutEarned(await j.addTopicEntry(member, topic.id));
      await j.setTopicUpdatedAt(topic.id, LONG_AGO);

      await expectOthersVoiceMemosRefused(
        theirs,
        (url) => postEntry(member, topic.id, { content: 'x', voice_memo_url: url }),
        (url) => patchEntry(member, entry.id, { voice_memo_url: url }),
      );
      const after = await detail(member, topic.id);
      expect(after.entries).toEqual([entry]);
      expect(after.updated_at).toBe(LONG_AGO);

      const own = await j.addVoiceMemo(member);
      const updated = await updateEntry(member, entry.id, { voice_memo_url: own });
      expect(updated.voice_memo_url).toBe(own);
    });

    it('takes new entries only in an active topic, changing nothing otherwise', async () => {
      const member = await t.signUp();
      for (const status of ['paused', 'completed'] as const) {
        const topic = await j.addTopic(member, { status }, LONG_AGO);
        await expectError(
          await postEntry(member, topic.id, { content: 'x' }),
          400,
          TOPIC_NOT_ACTIVE,
        );
        // The refusal rolls back the topic's bump made in the same transaction.
        expect(await detail(member, topic.id)).toMatchObject({
          entry_count: 0,
          updated_at: LONG_AGO,
        });
      }
    });

    it('links a topic entry to the member’s own prayer only', async () => {
      const member = await t.signUp();
      const topic = await j.addTopic(member);
      const prayer = await j.addPrayer(member);
      const theirs = await j.addPrayer(await t.signUp());
      expect(await j.addTopicEntry(member, topic.id, { prayer_id: prayer.id })).toMatchObject({
        prayer_id: prayer.id,
      });
      await expectError(
        await postEntry(member, topic.id, { content: 'x', prayer_id: theirs.id }),
        404,
        PRAYER_NOT_FOUND,
      );
      expect((await detail(member, topic.id)).entry_count).toBe(1);
    });

    it('bumps the topic’s updated_at on every entry creation, update and deletion', async () => {
      const member = await t.signUp();
      const topic = await j.addTopic(member, {}, LONG_AGO);
      const bumped = async () => {
        const at = await j.topicUpdatedAt(topic.id);
        await j.setTopicUpdatedAt(topic.id, LONG_AGO);
        return Date.parse(at ?? LONG_AGO) > Date.parse(LONG_AGO);
      };

      const entry = await j.addTopicEntry(member, topic.id);
      expect(await j.topicUpdatedAt(topic.id)).toBe(entry.created_at);
      expect(await bumped()).toBe(true);
      expect((await patchEntry(member, entry.id, { is_answered: true })).status).toBe(200);
      expect(await bumped()).toBe(true);
      expect((await removeEntry(member, entry.id)).status).toBe(204);
      expect(await bumped()).toBe(true);
      // Reading changes nothing.
      await detail(member, topic.id);
      await topics(member);
      expect(await bumped()).toBe(false);
    });
  });

  describe('the list and the chooser', () => {
    let member: TestMember;
    const topic: Record<string, JournalTopic> = {};
    const idsOf = (...keys: string[]) => keys.map((key) => topic[key]?.id);
    const ids = (list: JournalTopic[]) => list.map((item) => item.id);

    beforeAll(async () => {
      member = await t.signUp();
      topic.family = await j.addTopic(member, { title: 'Family' });
      topic.work = await j.addTopic(member, { title: 'Work', status: 'paused' });
      topic.church = await j.addTopic(member, { title: 'Church' });
      topic.done = await j.addTopic(member, { title: 'Exams', status: 'completed' });
      topic.empty = await j.addTopic(member, { title: 'Empty' });

      await j.addTopicEntry(member, topic.family.id, { content: 'a' }, '2026-02-01T00:00:00Z');
      await j.addTopicEntry(
        member,
        topic.family.id,
        { content: 'b', is_answered: true },
        '2026-02-03T00:00:00Z',
      );
      await j.addTopicEntry(
        member,
        topic.family.id,
        { content: 'c', is_answered: true },
        '2026-02-02T00:00:00Z',
      );
      await j.addTopicEntry(member, topic.church.id, { content: 'd' }, '2026-02-05T00:00:00Z');
      // Fixed update times, in an order unlike the creation order.
      await j.setTopicUpdatedAt(topic.family.id, '2026-03-04T00:00:00Z');
      await j.setTopicUpdatedAt(topic.work.id, '2026-03-05T00:00:00Z');
      await j.setTopicUpdatedAt(topic.church.id, '2026-03-02T00:00:00Z');
      await j.setTopicUpdatedAt(topic.done.id, '2026-03-03T00:00:00Z');
      await j.setTopicUpdatedAt(topic.empty.id, '2026-03-01T00:00:00Z');
      // Another member's topics never show.
      await j.addTopic(await t.signUp(), { title: 'Not yours' });
    });

    it('lists the member’s topics newest-updated first with their derived counts', async () => {
      const list = await topics(member);
      expect(ids(list)).toEqual(idsOf('work', 'family', 'done', 'church', 'empty'));
      const byTitle = Object.fromEntries(list.map((item) => [item.title, item]));
      expect(byTitle.Family).toMatchObject({
        entry_count: 3,
        answered_count: 2,
        last_entry_date: '2026-02-03T00:00:00.000Z',
        updated_at: '2026-03-04T00:00:00.000Z',
      });
      expect(byTitle.Church).toMatchObject({
        entry_count: 1,
        answered_count: 0,
        last_entry_date: '2026-02-05T00:00:00.000Z',
      });
      expect(byTitle.Empty).toMatchObject({
        entry_count: 0,
        answered_count: 0,
        last_entry_date: null,
      });
    });

    it('offers only active topics in the chooser', async () => {
      const chooser = await topics(member, { status: 'active' });
      expect(ids(chooser)).toEqual(idsOf('family', 'church', 'empty'));
      expect(ids(await topics(member, { status: 'paused' }))).toEqual(idsOf('work'));
      await expectError(
        await t.request('/api/journal/topics?status=archived', { cookie: member.cookie }),
        400,
        'Choose a status',
      );
    });

    it('shows a topic with its entries newest first and the same counts', async () => {
      const family = await detail(member, topic.family?.id ?? '');
      expect(family.entries.map((entry) => entry.content)).toEqual(['b', 'c', 'a']);
      expect(family).toMatchObject({
        entry_count: 3,
        answered_count: 2,
        last_entry_date: '2026-02-03T00:00:00.000Z',
      });
    });

    it('moves a topic to the top when one of its entries changes', async () => {
      const [entry] = (await detail(member, topic.church?.id ?? '')).entries;
      expect((await patchEntry(member, entry?.id ?? '', { is_answered: true })).status).toBe(200);
      const list = await topics(member);
      expect(list[0]).toMatchObject({ id: topic.church?.id, answered_count: 1 });
    });
  });
});
