import {
  BOOKMARK_NOT_FOUND,
  type Bookmark,
  type CreateBookmarkInput,
  bookmarksEndpoints as endpoints,
} from '@manna/shared';
import { describe, expect, it } from 'vitest';
import { memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';

const MINUTE_MS = 60 * 1000;

describe('bookmarks', () => {
  const t = useTestApp();

  const read = readAs(t);

  const post = (member: TestMember, body: unknown) =>
    memberClient(t, member).post('/api/bookmarks', body);
  const removeById = (member: TestMember, id: string) =>
    memberClient(t, member).delete(`/api/bookmarks/${id}`);
  const removeByReference = (member: TestMember, reference: string, translation: string) =>
    memberClient(t, member).delete(
      `/api/bookmarks?reference=${encodeURIComponent(reference)}&translation=${translation}`,
    );

  async function addBookmark(
    member: TestMember,
    input: Partial<CreateBookmarkInput> = {},
  ): Promise<Bookmark> {
    const { bookmark } = await read(member, endpoints.create, {
      body: { reference: 'John 3:16', text: 'For God so loved the world...', ...input },
      status: 201,
    });
    return bookmark;
  }

  const allOf = (member: TestMember) => read(member, endpoints.list, { query: { limit: 200 } });

  it('answers signed-out requests to every route with 401', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/bookmarks'],
      ['GET', '/api/bookmarks/chapter?book=John&chapter=3&translation=kjv'],
      ['POST', '/api/bookmarks'],
      ['DELETE', `/api/bookmarks/${UNKNOWN_ID}`],
      ['DELETE', '/api/bookmarks?reference=John%203:16&translation=kjv'],
    ];
    for (const [method, path] of routes) {
      const response = await t.request(path, {
        method,
        ...(method === 'POST' ? { json: { reference: 'John 3:16', text: 'x' } } : {}),
      });
      await expectError(response, 401, 'User not authenticated');
    }
  });

  it('adds a bookmark once: a replayed add answers 200 with the one already there', async () => {
    const member = await t.signUp();
    const before = Date.now();
    const first = await addBookmark(member, {
      reference: '  John 3:16 ',
      text: ' For God so loved the world... ',
      tags: [' love ', 'Love', 'gospel'],
    });
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reference: 'John 3:16',
      text: 'For God so loved the world...',
      translation: 'kjv',
      tags: ['love', 'gospel'],
      created_at: expect.any(String),
    });
    expect(Date.parse(first.created_at)).toBeGreaterThanOrEqual(before - 1000);

    const replay = await read(member, endpoints.create, {
      body: { reference: 'John 3:16', text: 'Different text', tags: [] },
    });
    expect(replay).toEqual({ bookmark: first });

    const otherTranslation = await addBookmark(member, { translation: 'esv' });
    expect(otherTranslation.id).not.toBe(first.id);
    expect((await allOf(member)).total).toBe(2);
  });

  it('keeps the time an offline bookmark was made, within 5 minutes of the future', async () => {
    const member = await t.signUp();
    const offline = await addBookmark(member, { created_at: '2026-01-02T03:04:05.678+02:00' });
    expect(offline.created_at).toBe('2026-01-02T01:04:05.678Z');

    const skewed = new Date(Date.now() + 2 * MINUTE_MS).toISOString();
    expect(
      (await addBookmark(member, { reference: 'John 1:1', created_at: skewed })).created_at,
    ).toBe(skewed);

    const future = new Date(Date.now() + 10 * MINUTE_MS).toISOString();
    await expectError(
      await post(member, { reference: 'John 1:2', text: 'x', created_at: future }),
      400,
      'created_at cannot be in the future',
    );
    expect((await allOf(member)).total).toBe(2);
  });

  it.each<[string, unknown, string]>([
    ['a blank reference', { reference: '  ', text: 'x' }, 'A bookmark needs a reference'],
    ['a blank text', { reference: 'John 3:16', text: ' ' }, 'A bookmark needs the verse text'],
    [
      'an unknown translation',
      { reference: 'John 3:16', text: 'x', translation: 'msg' },
      'Choose a translation',
    ],
    [
      'tags that are not a list',
      { reference: 'John 3:16', text: 'x', tags: 'love' },
      'Tags must be a list of words',
    ],
    [
      'a created_at that is not a date',
      { reference: 'John 3:16', text: 'x', created_at: 'yesterday' },
      'created_at must be a date and time',
    ],
    [
      'a text too long',
      { reference: 'John 3:16', text: 'a'.repeat(5001) },
      'The verse text is too long',
    ],
  ])('refuses a bookmark with %s', async (_case, body, message) => {
    const member = await t.signUp();
    await expectError(await post(member, body), 400, message);
    expect((await allOf(member)).total).toBe(0);
  });

  it('refuses a bookmark without a reference or text with a 400 and a message', async () => {
    // The shared schema gives no wording of its own for a missing field (zod's generic one
    // answers), so only the status and the presence of a message are pinned here.
    const member = await t.signUp();
    for (const body of [{ text: 'x' }, { reference: 'John 3:16' }, { reference: 42, text: 'x' }]) {
      const response = await post(member, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    expect((await allOf(member)).total).toBe(0);
  });

  it('refuses null characters, which PostgreSQL text cannot hold, with a 400', async () => {
    const member = await t.signUp();
    const message = 'Text cannot contain null characters';
    await expectError(
      await post(member, { reference: 'John 3:16', text: 'a\u0000' }),
      400,
      message,
    );
    await expectError(await removeByReference(member, 'John\u00003:16', 'kjv'), 400, message);
    expect((await allOf(member)).total).toBe(0);
  });

  it('refuses a malformed JSON body', async () => {
    const member = await t.signUp();
    const response = await t.request('/api/bookmarks', {
      method: 'POST',
      cookie: member.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"reference": ',
    });
    await expectError(response, 400, 'Malformed JSON in request body');
  });

  it('lists newest first, a page at a time', async () => {
    const member = await t.signUp();
    const oldest = await addBookmark(member, {
      reference: 'Genesis 1:1',
      created_at: '2026-01-01T00:00:00Z',
    });
    const middle = await addBookmark(member, {
      reference: 'Psalms 23:1',
      created_at: '2026-01-02T00:00:00Z',
    });
    const newest = await addBookmark(member, {
      reference: 'John 3:16',
      created_at: '2026-01-03T00:00:00Z',
    });

    expect(await read(member, endpoints.list)).toEqual({
      bookmarks: [newest, middle, oldest],
      total: 3,
      next_offset: null,
    });
    expect(await read(member, endpoints.list, { query: { limit: 2 } })).toEqual({
      bookmarks: [newest, middle],
      total: 3,
      next_offset: 2,
    });
    expect(await read(member, endpoints.list, { query: { limit: 2, offset: 2 } })).toEqual({
      bookmarks: [oldest],
      total: 3,
      next_offset: null,
    });
    expect((await t.request('/api/bookmarks?limit=0', { cookie: member.cookie })).status).toBe(400);
  });

  it('lists a chapter’s bookmarks in one translation, verses and ranges alike', async () => {
    const member = await t.signUp();
    const verse = await addBookmark(member, { reference: 'John 3:16' });
    const range = await addBookmark(member, { reference: 'John 3:1-3' });
    await addBookmark(member, { reference: 'John 3:5', translation: 'niv' });
    await addBookmark(member, { reference: 'John 13:3' });
    await addBookmark(member, { reference: '1 John 3:1' });
    await addBookmark(member, { reference: 'John 3' });

    const { bookmarks } = await read(member, endpoints.chapter, {
      query: { book: 'john', chapter: 3, translation: 'kjv' },
    });
    expect(bookmarks.map((bookmark) => bookmark.id).sort()).toEqual([verse.id, range.id].sort());

    const ask = (query: string) =>
      t.request(`/api/bookmarks/chapter?${query}`, { cookie: member.cookie });
    await expectError(
      await ask('book=Hezekiah&chapter=3&translation=kjv'),
      400,
      'Choose a book of the Bible',
    );
    await expectError(
      await ask('book=John&chapter=0&translation=kjv'),
      400,
      'Chapter must be 1 or more',
    );
    await expectError(await ask('book=John&chapter=3'), 400, 'Choose a translation');
  });

  it('removes a bookmark by id or by reference and translation', async () => {
    const member = await t.signUp();
    const byId = await addBookmark(member, { reference: 'John 3:16' });
    const kjv = await addBookmark(member, { reference: 'Romans 8:28' });
    const esv = await addBookmark(member, { reference: 'Romans 8:28', translation: 'esv' });

    expect((await removeById(member, byId.id)).status).toBe(204);
    await expectError(await removeById(member, byId.id), 404, BOOKMARK_NOT_FOUND);
    await expectError(await removeById(member, 'not-a-uuid'), 404, BOOKMARK_NOT_FOUND);
    await expectError(await removeById(member, UNKNOWN_ID), 404, BOOKMARK_NOT_FOUND);

    expect((await removeByReference(member, 'Romans 8:28', 'esv')).status).toBe(204);
    await expectError(
      await removeByReference(member, 'Romans 8:28', 'esv'),
      404,
      BOOKMARK_NOT_FOUND,
    );
    expect((await allOf(member)).bookmarks).toEqual([kjv]);
    expect(esv.id).not.toBe(kjv.id);

    await expectError(
      await t.request('/api/bookmarks?reference=Romans%208:28', {
        method: 'DELETE',
        cookie: member.cookie,
      }),
      400,
      'Choose a translation',
    );
    await expectError(
      await t.request('/api/bookmarks?reference=%20&translation=kjv', {
        method: 'DELETE',
        cookie: member.cookie,
      }),
      400,
      'A bookmark needs a reference',
    );
    const noReference = await t.request('/api/bookmarks?translation=kjv', {
      method: 'DELETE',
      cookie: member.cookie,
    });
    expect(noReference.status).toBe(400);
    expect((await allOf(member)).total).toBe(1);
  });

  it('keeps bookmarks to their owner: another member gets 404 on every bookmark route', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const mine = await addBookmark(owner, { reference: 'John 3:16', tags: ['mine'] });
    const before = await allOf(owner);

    await expectError(await removeById(other, mine.id), 404, BOOKMARK_NOT_FOUND);
    await expectError(await removeByReference(other, 'John 3:16', 'kjv'), 404, BOOKMARK_NOT_FOUND);
    expect(await read(other, endpoints.list)).toEqual({
      bookmarks: [],
      total: 0,
      next_offset: null,
    });
    expect(
      await read(other, endpoints.chapter, {
        query: { book: 'John', chapter: 3, translation: 'kjv' },
      }),
    ).toEqual({ bookmarks: [] });
    // Bookmarking the same verse makes the other member's own bookmark, not a replay of the owner's.
    const theirs = await addBookmark(other, { reference: 'John 3:16' });
    expect(theirs.id).not.toBe(mine.id);
    expect((await removeByReference(other, 'John 3:16', 'kjv')).status).toBe(204);

    expect(await allOf(owner)).toEqual(before);
    expect(before.bookmarks).toEqual([mine]);
  });
});
