import {
  CONTENT_REQUIRED,
  type CreatePrayerInput,
  prayersEndpoints as endpoints,
  PRAYER_NOT_FOUND,
  PRAYER_TITLE_REQUIRED,
  type Prayer,
} from '@manna/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { journalEntries, prayers, users } from '../../db/schema';
import { NOTHING_TO_UPDATE } from '../../lib/domain-errors';
import { NULL_CHARACTER_MESSAGE } from '../../lib/validation';
import { backdate } from '../../testing/backdate';
import { memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';

describe('prayers', () => {
  const t = useTestApp();

  const read = readAs(t);
  const post = (member: TestMember, body: unknown) =>
    memberClient(t, member).post('/api/prayers', body);
  const patch = (member: TestMember, id: string, body: unknown) =>
    memberClient(t, member).patch(`/api/prayers/${id}`, body);
  const remove = (member: TestMember, id: string) =>
    memberClient(t, member).delete(`/api/prayers/${id}`);
  const link = (member: TestMember, id: string) =>
    memberClient(t, member).post(`/api/prayers/${id}/journal`);

  /** A prayer made through the API; `createdAt` pins its times so orderings are deterministic. */
  async function addPrayer(
    member: TestMember,
    input: Partial<CreatePrayerInput> = {},
    createdAt?: string,
  ): Promise<Prayer> {
    const { prayer } = await read(member, endpoints.create, {
      body: { title: 'Healing for my mother', content: 'Lord, lay your hand on her.', ...input },
      status: 201,
    });
    return createdAt ? backdate(t.db, prayers, prayer, createdAt) : prayer;
  }

  const ids = (items: { id: string }[]) => items.map((item) => item.id);

  it('answers signed-out requests to every route with 401', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/prayers'],
      ['GET', '/api/prayers/recent'],
      ['GET', `/api/prayers/${UNKNOWN_ID}`],
      ['POST', '/api/prayers'],
      ['PATCH', `/api/prayers/${UNKNOWN_ID}`],
      ['DELETE', `/api/prayers/${UNKNOWN_ID}`],
      ['POST', `/api/prayers/${UNKNOWN_ID}/journal`],
    ];
    for (const [method, path] of routes) {
      const response = await t.request(path, {
        method,
        ...(method === 'POST' || method === 'PATCH' ? { json: { title: 'x', content: 'x' } } : {}),
      });
      await expectError(response, 401, 'User not authenticated');
    }
  });

  it('creates a private, unanswered prayer with trimmed text, then reads, edits and deletes it', async () => {
    const member = await t.signUp();
    const prayer = await addPrayer(member, {
      title: '  Work for Aquila  ',
      content: '  Open a door for him.  ',
    });
    expect(prayer).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: member.id,
      title: 'Work for Aquila',
      content: 'Open a door for him.',
      is_private: true,
      is_answered: false,
      answer_details: null,
      answered_at: null,
      created_at: expect.any(String),
      updated_at: prayer.created_at,
      journal_entry_id: null,
    });
    const shared = await addPrayer(member, { is_private: false });
    expect(shared.is_private).toBe(false);

    expect((await read(member, endpoints.get, { params: { id: prayer.id } })).prayer).toEqual(
      prayer,
    );

    const { prayer: updated } = await read(member, endpoints.update, {
      params: { id: prayer.id },
      body: { content: ' A door opened ', is_private: false },
    });
    expect(updated).toEqual({
      ...prayer,
      content: 'A door opened',
      is_private: false,
      updated_at: expect.any(String),
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(prayer.created_at));
    const retitled = await read(member, endpoints.update, {
      params: { id: prayer.id },
      body: { title: 'Work for Aquila and Priscilla' },
    });
    expect(retitled.prayer).toMatchObject({
      title: 'Work for Aquila and Priscilla',
      content: 'A door opened',
    });

    expect((await remove(member, prayer.id)).status).toBe(204);
    await expectError(
      await t.request(`/api/prayers/${prayer.id}`, { cookie: member.cookie }),
      404,
      PRAYER_NOT_FOUND,
    );
    await expectError(await remove(member, prayer.id), 404, PRAYER_NOT_FOUND);
    await expectError(await patch(member, prayer.id, { content: 'again' }), 404, PRAYER_NOT_FOUND);
    await expectError(await link(member, prayer.id), 404, PRAYER_NOT_FOUND);
  });

  it('stamps answered_at when a prayer is answered, keeps it on a repeat and clears it when unanswered', async () => {
    const member = await t.signUp();
    const prayer = await addPrayer(member);

    const answered = await read(member, endpoints.update, {
      params: { id: prayer.id },
      body: {
        is_answered: true,
        answer_details: '  She is home and well.  ',
      },
    });
    expect(answered.prayer).toMatchObject({
      is_answered: true,
      answer_details: 'She is home and well.',
      answered_at: expect.any(String),
    });
    const answeredAt = answered.prayer.answered_at;
    expect(Date.parse(answeredAt ?? '')).toBeGreaterThanOrEqual(Date.parse(prayer.created_at));

    // Editing the details of an answered prayer (the form sends is_answered again) keeps the day.
    const edited = await read(member, endpoints.update, {
      params: { id: prayer.id },
      body: { is_answered: true, answer_details: 'Home, and well.' },
    });
    expect(edited.prayer).toMatchObject({
      answer_details: 'Home, and well.',
      answered_at: answeredAt,
    });

    const unanswered = await read(member, endpoints.update, {
      params: { id: prayer.id },
      body: { is_answered: false },
    });
    expect(unanswered.prayer).toMatchObject({ is_answered: false, answered_at: null });

    const cleared = await read(member, endpoints.update, {
      params: { id: prayer.id },
      body: { answer_details: '   ' },
    });
    expect(cleared.prayer.answer_details).toBeNull();

    const again = await read(member, endpoints.update, {
      params: { id: prayer.id },
      body: { is_answered: true },
    });
    expect(again.prayer.answered_at).not.toBeNull();
    expect(Date.parse(again.prayer.answered_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(answeredAt ?? ''),
    );
  });

  it('lists prayers newest first, a page at a time, and names the most recent one', async () => {
    const member = await t.signUp();
    expect(await read(member, endpoints.recent)).toEqual({
      prayer: null,
    });
    expect(await read(member, endpoints.list)).toEqual({
      items: [],
      total: 0,
      next_offset: null,
    });

    const oldest = await addPrayer(member, { title: 'Oldest' }, '2026-01-01T08:00:00Z');
    const newest = await addPrayer(member, { title: 'Newest' }, '2026-03-01T08:00:00Z');
    const middle = await addPrayer(member, { title: 'Middle' }, '2026-02-01T08:00:00Z');
    // Two prayers of the same instant still page in one fixed order.
    const twinA = await addPrayer(member, { title: 'Twin A' }, '2026-01-15T08:00:00Z');
    const twinB = await addPrayer(member, { title: 'Twin B' }, '2026-01-15T08:00:00Z');
    const twins = [twinA.id, twinB.id].sort().reverse();

    const all = await read(member, endpoints.list);
    expect(ids(all.items)).toEqual([newest.id, middle.id, ...twins, oldest.id]);
    expect(all.total).toBe(5);
    expect(all.next_offset).toBeNull();
    expect(all.items[0]).toEqual(newest);

    const first = await read(member, endpoints.list, { query: { limit: 2 } });
    expect(first).toEqual({ items: all.items.slice(0, 2), total: 5, next_offset: 2 });
    const second = await read(member, endpoints.list, { query: { limit: 2, offset: 2 } });
    expect(second).toEqual({ items: all.items.slice(2, 4), total: 5, next_offset: 4 });
    const last = await read(member, endpoints.list, { query: { limit: 2, offset: 4 } });
    expect(last).toEqual({ items: all.items.slice(4), total: 5, next_offset: null });
    const beyond = await read(member, endpoints.list, { query: { offset: 9 } });
    expect(beyond).toEqual({ items: [], total: 5, next_offset: null });

    expect(await read(member, endpoints.recent)).toEqual({
      prayer: newest,
    });
  });

  it('lists only waiting or only answered prayers, counted and paged as such', async () => {
    const member = await t.signUp();
    const waitingOld = await addPrayer(member, { title: 'Waiting, old' }, '2026-01-01T08:00:00Z');
    const answered = await addPrayer(member, { title: 'Answered' }, '2026-02-01T08:00:00Z');
    const waitingNew = await addPrayer(member, { title: 'Waiting, new' }, '2026-03-01T08:00:00Z');
    expect((await patch(member, answered.id, { is_answered: true })).status).toBe(200);

    const waiting = await read(member, endpoints.list, { query: { status: 'waiting', limit: 1 } });
    expect(ids(waiting.items)).toEqual([waitingNew.id]);
    expect(waiting).toMatchObject({ total: 2, next_offset: 1 });
    const waitingRest = await read(member, endpoints.list, {
      query: { status: 'waiting', offset: 1 },
    });
    expect(ids(waitingRest.items)).toEqual([waitingOld.id]);
    const onlyAnswered = await read(member, endpoints.list, { query: { status: 'answered' } });
    expect(ids(onlyAnswered.items)).toEqual([answered.id]);
    expect(onlyAnswered).toMatchObject({ total: 1, next_offset: null });

    await expectError(
      await memberClient(t, member).send('GET', '/api/prayers?status=unanswered'),
      400,
      'Show waiting or answered prayers',
    );
  });

  it.each<[string, unknown, string]>([
    ['no title', { content: 'x' }, PRAYER_TITLE_REQUIRED],
    ['a blank title', { title: '   ', content: 'x' }, PRAYER_TITLE_REQUIRED],
    ['a title that is not text', { title: 7, content: 'x' }, PRAYER_TITLE_REQUIRED],
    [
      'a long title',
      { title: 'a'.repeat(201), content: 'x' },
      'Title must be 200 characters or fewer',
    ],
    ['no content', { title: 'x' }, CONTENT_REQUIRED],
    ['blank content', { title: 'x', content: ' \n ' }, CONTENT_REQUIRED],
    ['content that is not text', { title: 'x', content: null }, CONTENT_REQUIRED],
    [
      'content over the limit',
      { title: 'x', content: 'a'.repeat(20_001) },
      'Please keep it under 20,000 characters',
    ],
    ['a null character', { title: 'x', content: 'before\u0000after' }, NULL_CHARACTER_MESSAGE],
  ])('refuses a new prayer with %s', async (_case, body, message) => {
    const member = await t.signUp();
    await expectError(await post(member, body), 400, message);
    expect((await read(member, endpoints.list)).total).toBe(0);
  });

  it('refuses malformed JSON and a privacy flag that is not a boolean', async () => {
    const member = await t.signUp();
    const malformed = await t.request('/api/prayers', {
      method: 'POST',
      cookie: member.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: expect.any(String) });
    const wrongFlag = await post(member, { title: 'x', content: 'x', is_private: 'yes' });
    expect(wrongFlag.status).toBe(400);
    expect(await wrongFlag.json()).toEqual({ error: expect.any(String) });
  });

  it.each<[string, unknown, string]>([
    ['nothing', {}, NOTHING_TO_UPDATE],
    ['a blank title', { title: ' ' }, PRAYER_TITLE_REQUIRED],
    ['a null title', { title: null }, PRAYER_TITLE_REQUIRED],
    ['blank content', { content: '' }, CONTENT_REQUIRED],
    [
      'long answer details',
      { answer_details: 'a'.repeat(20_001) },
      'Answer details must be 20000 characters or fewer',
    ],
    ['a null character', { answer_details: '\u0000' }, NULL_CHARACTER_MESSAGE],
  ])('refuses an update with %s', async (_case, body, message) => {
    const member = await t.signUp();
    const prayer = await addPrayer(member);
    await expectError(await patch(member, prayer.id, body), 400, message);
    expect((await read(member, endpoints.get, { params: { id: prayer.id } })).prayer).toEqual(
      prayer,
    );
  });

  it('refuses fields a prayer update does not take', async () => {
    const member = await t.signUp();
    const prayer = await addPrayer(member);
    for (const body of [{ user_id: 'someone-else' }, { answered_at: '2020-01-01T00:00:00Z' }]) {
      const response = await patch(member, prayer.id, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it.each(['limit=0', 'limit=101', 'limit=ten', 'limit=2.5', 'offset=-1'])(
    'refuses a list page with %s',
    async (query) => {
      const member = await t.signUp();
      const response = await t.request(`/api/prayers?${query}`, { cookie: member.cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    },
  );

  it('links a prayer to the journal once, copying its words and answered state', async () => {
    const member = await t.signUp();
    const prayer = await addPrayer(member, {
      title: 'Rain for the harvest',
      content: 'Send the early and the latter rain.',
      is_private: false,
    });
    await patch(member, prayer.id, { is_answered: true, answer_details: 'It rained all week.' });

    const { entry, earned } = await read(member, endpoints.linkToJournal, {
      params: { id: prayer.id },
      status: 201,
    });
    expect(entry).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: member.id,
      prayer_id: prayer.id,
      title: 'Rain for the harvest',
      content: 'Send the early and the latter rain.',
      voice_memo_url: null,
      // The journal is private (docs/product/journal.md#entities) whatever the prayer's own
      // setting.
      is_private: true,
      answered: true,
      answer_details: 'It rained all week.',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // The first journal entry earns the first journal achievement and its tokens
    // (docs/product/journal.md#achievements).
    expect(earned.map((achievement) => [achievement.name, achievement.reward_tokens])).toEqual([
      ['First Reflection', 5],
    ]);
    const [author] = await t.db
      .select({ tokens: users.tokens })
      .from(users)
      .where(eq(users.id, member.id));
    expect(author?.tokens).toBe(5);

    expect(await read(member, endpoints.linkToJournal, { params: { id: prayer.id } })).toEqual({
      entry,
      earned: [],
    });
    const rows = await t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.prayer_id, prayer.id));
    expect(rows).toHaveLength(1);

    // The prayer names its entry wherever it is read.
    const linked = (await read(member, endpoints.get, { params: { id: prayer.id } })).prayer;
    expect(linked.journal_entry_id).toBe(entry.id);
    expect((await read(member, endpoints.list)).items[0]?.journal_entry_id).toBe(entry.id);
    expect((await read(member, endpoints.recent)).prayer?.journal_entry_id).toBe(entry.id);
    const edited = await read(member, endpoints.update, {
      params: { id: prayer.id },
      body: { title: 'Rain, and a harvest' },
    });
    expect(edited.prayer.journal_entry_id).toBe(entry.id);

    // A second linked prayer is a second entry; no new achievement below the next threshold.
    const other = await addPrayer(member, { title: 'Strength' });
    const second = await read(member, endpoints.linkToJournal, {
      params: { id: other.id },
      status: 201,
    });
    expect(second.entry).toMatchObject({
      prayer_id: other.id,
      answered: false,
      answer_details: null,
    });
    expect(second.earned).toEqual([]);

    // Deleting the prayer keeps the journal entry, no longer linked.
    expect((await remove(member, prayer.id)).status).toBe(204);
    const [kept] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, entry.id));
    expect(kept?.prayer_id).toBeNull();
  });

  it('links concurrently requested twice to one entry', async () => {
    const member = await t.signUp();
    const prayer = await addPrayer(member);
    const responses = await Promise.all([link(member, prayer.id), link(member, prayer.id)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 201]);
    // One answers 201 and the other 200, so each is read for the entry it names.
    const linked = z.object({ entry: z.object({ id: z.string() }) });
    const [a, b] = await Promise.all(
      responses.map(async (response) => linked.parse(await response.json())),
    );
    expect(a?.entry.id).toBe(b?.entry.id);
  });

  it('answers another member with 404 on every route of a prayer, and lists none of them', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const prayer = await addPrayer(owner);

    await expectError(
      await t.request(`/api/prayers/${prayer.id}`, { cookie: stranger.cookie }),
      404,
      PRAYER_NOT_FOUND,
    );
    await expectError(
      await patch(stranger, prayer.id, { is_answered: true }),
      404,
      PRAYER_NOT_FOUND,
    );
    await expectError(await remove(stranger, prayer.id), 404, PRAYER_NOT_FOUND);
    await expectError(await link(stranger, prayer.id), 404, PRAYER_NOT_FOUND);
    expect(await read(stranger, endpoints.list)).toEqual({
      items: [],
      total: 0,
      next_offset: null,
    });
    expect(await read(stranger, endpoints.recent)).toEqual({
      prayer: null,
    });

    // Nothing changed for the owner, and no journal entry was made.
    expect((await read(owner, endpoints.get, { params: { id: prayer.id } })).prayer).toEqual(
      prayer,
    );
    expect(
      await t.db.select().from(journalEntries).where(eq(journalEntries.prayer_id, prayer.id)),
    ).toEqual([]);
  });

  it('answers a malformed or unknown id with 404', async () => {
    const member = await t.signUp();
    for (const id of ['not-a-uuid', '123', UNKNOWN_ID]) {
      await expectError(
        await t.request(`/api/prayers/${id}`, { cookie: member.cookie }),
        404,
        PRAYER_NOT_FOUND,
      );
      await expectError(await patch(member, id, { title: 'x' }), 404, PRAYER_NOT_FOUND);
      await expectError(await remove(member, id), 404, PRAYER_NOT_FOUND);
      await expectError(await link(member, id), 404, PRAYER_NOT_FOUND);
    }
  });
});
