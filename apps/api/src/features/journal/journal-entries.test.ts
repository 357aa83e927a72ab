import {
  type BodyInput,
  CONTENT_REQUIRED,
  ENTRY_NOT_FOUND,
  journalEndpoints as endpoints,
  INVALID_VOICE_MEMO_URL,
  PRAYER_NOT_FOUND,
} from '@manna/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';
import {
  badVoiceMemoCases,
  expectOthersVoiceMemosRefused,
  journalClient,
} from './journal-test-helpers';

describe('journal entries', () => {
  const t = useTestApp();
  const j = journalClient(t);

  const post = (member: TestMember, body: unknown) =>
    j.send(member, 'POST', '/api/journal/entries', body);
  const patch = (member: TestMember, id: string, body: unknown) =>
    j.send(member, 'PATCH', `/api/journal/entries/${id}`, body);
  const remove = (member: TestMember, id: string) =>
    j.send(member, 'DELETE', `/api/journal/entries/${id}`);
  const read = (member: TestMember, id: string) =>
    j.read(member, endpoints.entry, { params: { id } });
  const list = (member: TestMember) => j.read(member, endpoints.entries);
  const update = (member: TestMember, id: string, body: BodyInput<typeof endpoints.updateEntry>) =>
    j.read(member, endpoints.updateEntry, { params: { id }, body });

  it('creates a private, unanswered entry by default, then reads, updates and deletes it', async () => {
    const member = await t.signUp();
    const { earned: _earned, ...entry } = await j.addEntry(member, {
      title: '  Morning  ',
      content: '  Thank you for this day.  ',
    });
    expect(entry).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: member.id,
      prayer_id: null,
      title: 'Morning',
      content: 'Thank you for this day.',
      voice_memo_url: null,
      is_private: true,
      answered: false,
      answer_details: null,
      created_at: expect.any(String),
      updated_at: entry.created_at,
    });
    expect((await read(member, entry.id)).entry).toEqual(entry);

    // Title is optional: blank is stored as none.
    const untitled = await j.addEntry(member, { title: '   ', is_private: false });
    expect(untitled).toMatchObject({ title: null, is_private: false });

    const { entry: updated } = await update(member, entry.id, {
      answered: true,
      answer_details: ' She called back. ',
    });
    expect(updated).toEqual({
      ...entry,
      answered: true,
      answer_details: 'She called back.',
      updated_at: expect.any(String),
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(entry.created_at));

    const memo = await j.addVoiceMemo(member);
    const rewritten = await update(member, entry.id, {
      title: null,
      content: 'Amen.',
      voice_memo_url: memo,
    });
    expect(rewritten.entry).toMatchObject({
      title: null,
      content: 'Amen.',
      voice_memo_url: memo,
      answered: true,
    });
    const cleared = await update(member, entry.id, { voice_memo_url: null, answer_details: '' });
    expect(cleared.entry).toMatchObject({ voice_memo_url: null, answer_details: null });

    expect((await remove(member, entry.id)).status).toBe(204);
    await expectError(
      await t.request(`/api/journal/entries/${entry.id}`, { cookie: member.cookie }),
      404,
      ENTRY_NOT_FOUND,
    );
    await expectError(await remove(member, entry.id), 404, ENTRY_NOT_FOUND);
    await expectError(await patch(member, entry.id, { content: 'again' }), 404, ENTRY_NOT_FOUND);
    expect((await list(member)).items.map((item) => item.entry.id)).toEqual([untitled.id]);
  });

  it('keeps a voice memo URL and an answered state given at creation', async () => {
    const member = await t.signUp();
    const memo = await j.addVoiceMemo(member);
    const entry = await j.addEntry(member, {
      voice_memo_url: memo,
      answered: true,
      answer_details: 'Provision came.',
    });
    expect(entry).toMatchObject({
      voice_memo_url: memo,
      answered: true,
      answer_details: 'Provision came.',
    });
  });

  it("plays only the member's own voice memo: another's is refused as if it did not exist", async () => {
    const member = await t.signUp();
    const other = await t.signUp();
    const theirs = await j.addVoiceMemo(other);
    const { earned: _earned, ...entry } = await j.addEntry(member);

    await expectOthersVoiceMemosRefused(
      theirs,
      (url) => post(member, { content: 'x', voice_memo_url: url }),
      (url) => patch(member, entry.id, { voice_memo_url: url }),
    );
    expect((await list(member)).items).toEqual([{ kind: 'entry', entry }]);

    const own = await j.addVoiceMemo(member);
    const { entry: updated } = await update(member, entry.id, { voice_memo_url: own });
    expect(updated.voice_memo_url).toBe(own);
  });

  it('links an entry to the member’s own prayer only', async () => {
    const member = await t.signUp();
    const other = await t.signUp();
    const prayer = await j.addPrayer(member);
    const theirs = await j.addPrayer(other);
    expect(await j.addEntry(member, { prayer_id: prayer.id })).toMatchObject({
      prayer_id: prayer.id,
    });
    await expectError(
      await post(member, { content: 'x', prayer_id: theirs.id }),
      404,
      PRAYER_NOT_FOUND,
    );
    await expectError(
      await post(member, { content: 'x', prayer_id: UNKNOWN_ID }),
      404,
      PRAYER_NOT_FOUND,
    );
    await expectError(
      await post(member, { content: 'x', prayer_id: 'nope' }),
      400,
      PRAYER_NOT_FOUND,
    );
    expect((await list(member)).total).toBe(1);
  });

  it.each<[string, unknown, string]>([
    ['no content', {}, CONTENT_REQUIRED],
    ['content of only spaces', { content: '   ' }, CONTENT_REQUIRED],
    ['content that is a number', { content: 7 }, CONTENT_REQUIRED],
    ['content too long', { content: 'a'.repeat(20_001) }, 'Please keep it under 20,000 characters'],
    [
      'a title too long',
      { content: 'x', title: 'a'.repeat(201) },
      'Title must be 200 characters or fewer',
    ],
    [
      'a voice memo URL outside voice-memo storage',
      { content: 'x', voice_memo_url: 'https://example.com/evil.webm' },
      INVALID_VOICE_MEMO_URL,
    ],
    [
      'a voice memo URL that is not text',
      { content: 'x', voice_memo_url: 5 },
      INVALID_VOICE_MEMO_URL,
    ],
    ...badVoiceMemoCases({ content: 'x' }),
    ['a null character', { content: 'a\u0000b' }, 'Text cannot contain null characters'],
  ])('refuses to create an entry with %s', async (_case, body, message) => {
    const member = await t.signUp();
    await expectError(await post(member, body), 400, message);
    expect((await list(member)).total).toBe(0);
  });

  it('refuses a malformed JSON body', async () => {
    const member = await t.signUp();
    const entry = await j.addEntry(member);
    for (const [method, path] of [
      ['POST', '/api/journal/entries'],
      ['PATCH', `/api/journal/entries/${entry.id}`],
    ] as const) {
      const response = await t.request(path, {
        method,
        cookie: member.cookie,
        headers: { 'content-type': 'application/json' },
        body: '{"content": ',
      });
      await expectError(response, 400, 'Malformed JSON in request body');
    }
  });

  it.each<[string, unknown, string]>([
    ['an empty body', {}, 'Nothing to update'],
    ['content of only spaces', { content: ' ' }, CONTENT_REQUIRED],
    ['a bad voice memo URL', { voice_memo_url: '/uploads/memo.webm' }, INVALID_VOICE_MEMO_URL],
    ...badVoiceMemoCases(),
    [
      'answered that is not a boolean',
      { answered: 'yes' },
      'Invalid input: expected boolean, received string',
    ],
  ])('refuses to update an entry with %s', async (_case, body, message) => {
    const member = await t.signUp();
    const { earned: _earned, ...entry } = await j.addEntry(member);
    await expectError(await patch(member, entry.id, body), 400, message);
    expect((await read(member, entry.id)).entry).toEqual(entry);
  });

  it('refuses to change who owns an entry or when it was written', async () => {
    const member = await t.signUp();
    const entry = await j.addEntry(member);
    for (const body of [
      { user_id: UNKNOWN_ID },
      { created_at: '2020-01-01T00:00:00Z' },
      { prayer_id: null },
    ]) {
      const response = await patch(member, entry.id, body);
      expect(response.status).toBe(400);
    }
  });

  it('answers 404 for an id that is not a uuid or names no entry', async () => {
    const member = await t.signUp();
    for (const id of ['not-a-uuid', '42', UNKNOWN_ID]) {
      await expectError(
        await t.request(`/api/journal/entries/${id}`, { cookie: member.cookie }),
        404,
        ENTRY_NOT_FOUND,
      );
      await expectError(await patch(member, id, { content: 'x' }), 404, ENTRY_NOT_FOUND);
      await expectError(await remove(member, id), 404, ENTRY_NOT_FOUND);
    }
  });
});
