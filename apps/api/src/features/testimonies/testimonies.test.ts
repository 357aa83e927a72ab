import {
  type BodyInput,
  CONTENT_REQUIRED,
  testimoniesEndpoints as endpoints,
  PRAYER_NOT_FOUND,
  type Prayer,
  prayersEndpoints,
  TESTIMONY_NOT_FOUND,
  TESTIMONY_TITLE_REQUIRED,
  type Testimony,
} from '@manna/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testimonies } from '../../db/schema';
import { ADMIN_ONLY_MESSAGE } from '../../lib/middlewares';
import { NULL_CHARACTER_MESSAGE } from '../../lib/validation';
import { backdate } from '../../testing/backdate';
import { memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';

const EMPTY_PAGE = { items: [], total: 0, next_offset: null };

describe('testimonies', () => {
  const t = useTestApp();
  let admin: TestMember;

  beforeAll(async () => {
    admin = await t.signUpAdmin({ name: 'Overseer Titus' });
  });

  const read = readAs(t);
  const testimonyOf = async (member: TestMember, id: string) =>
    (await read(member, endpoints.get, { params: { id } })).testimony;
  const post = (member: TestMember, body: unknown) =>
    memberClient(t, member).post('/api/testimonies', body);
  const remove = (member: TestMember, id: string) =>
    memberClient(t, member).delete(`/api/testimonies/${id}`);
  const review = (member: TestMember, id: string, body: unknown) =>
    memberClient(t, member).post(`/api/admin/testimonies/${id}/review`, body);

  /** A testimony made through the API; `createdAt` pins its times so orderings are deterministic. */
  async function addTestimony(
    member: TestMember,
    input: Partial<BodyInput<typeof endpoints.create>> = {},
    createdAt?: string,
  ): Promise<Testimony> {
    const { testimony } = await read(member, endpoints.create, {
      body: {
        title: 'He healed my mother',
        content: 'We prayed for months, and she is home.',
        ...input,
      },
      status: 201,
    });
    return createdAt ? backdate(t.db, testimonies, testimony, createdAt) : testimony;
  }

  async function reviewed(
    reviewer: TestMember,
    id: string,
    body: BodyInput<typeof endpoints.review>,
  ): Promise<Testimony> {
    return (await read(reviewer, endpoints.review, { params: { id }, body })).testimony;
  }
  const approve = (id: string, note?: string) =>
    reviewed(admin, id, { status: 'approved', review_note: note });

  async function addPrayer(member: TestMember): Promise<Prayer> {
    const { prayer } = await read(member, prayersEndpoints.create, {
      body: { title: 'Healing for my mother', content: 'Lay your hand on her.' },
      status: 201,
    });
    return prayer;
  }

  const ids = (items: { id: string }[]) => items.map((item) => item.id);

  /** `member` can neither open the testimony (404, as if it did not exist) nor find it shared. */
  async function expectHiddenFrom(member: TestMember, id: string) {
    await expectError(
      await t.request(`/api/testimonies/${id}`, { cookie: member.cookie }),
      404,
      TESTIMONY_NOT_FOUND,
    );
    expect(ids((await read(member, endpoints.list)).items)).not.toContain(id);
  }

  it('answers signed-out requests to every route with 401', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/testimonies'],
      ['GET', '/api/testimonies/mine'],
      ['GET', `/api/testimonies/${UNKNOWN_ID}`],
      ['POST', '/api/testimonies'],
      ['DELETE', `/api/testimonies/${UNKNOWN_ID}`],
      ['GET', '/api/admin/testimonies'],
      ['GET', '/api/admin/testimonies/counts'],
      ['GET', `/api/admin/testimonies/${UNKNOWN_ID}`],
      ['POST', `/api/admin/testimonies/${UNKNOWN_ID}/review`],
    ];
    for (const [method, path] of routes) {
      const response = await t.request(path, {
        method,
        ...(method === 'POST' ? { json: { title: 'x', content: 'x', status: 'approved' } } : {}),
      });
      await expectError(response, 401, 'User not authenticated');
    }
  });

  it('keeps a new testimony pending, seen only by its author until an admin approves it', async () => {
    const author = await t.signUp({ name: 'Dorcas of Joppa' });
    const other = await t.signUp();
    const testimony = await addTestimony(author, {
      title: '  Provision in the famine  ',
      content: '  The jar of flour was not used up.  ',
    });
    expect(testimony).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: author.id,
      author_name: 'Dorcas of Joppa',
      prayer_id: null,
      title: 'Provision in the famine',
      content: 'The jar of flour was not used up.',
      status: 'pending',
      review_note: null,
      reviewed_at: null,
      created_at: expect.any(String),
      updated_at: testimony.created_at,
    });

    // The author sees it in their own list and can open it.
    expect(await read(author, endpoints.mine)).toEqual({
      items: [testimony],
      total: 1,
      next_offset: null,
    });
    expect(await testimonyOf(author, testimony.id)).toEqual(testimony);

    // Nobody else does, not even in the shared list (the author neither: it is not approved).
    await expectHiddenFrom(other, testimony.id);
    expect(ids((await read(author, endpoints.list)).items)).not.toContain(testimony.id);
    expect(await read(other, endpoints.mine)).toEqual(EMPTY_PAGE);

    // Approved, it is everyone's, without the author's id or the moderator's note.
    const approved = await approve(testimony.id, 'Beautiful, thank you.');
    expect(approved).toEqual({
      ...testimony,
      status: 'approved',
      review_note: 'Beautiful, thank you.',
      reviewed_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const { user_id: _authorId, ...publicView } = { ...approved, review_note: null };
    const shared = await read(other, endpoints.list);
    expect(shared.items.find((item) => item.id === testimony.id)).toEqual(publicView);
    const seen = await testimonyOf(other, testimony.id);
    expect(seen).toEqual(publicView);
    expect(seen).not.toHaveProperty('user_id');
    // Its author still sees the whole record, in both lists.
    const sharedToAuthor = await read(author, endpoints.list);
    expect(sharedToAuthor.items.find((item) => item.id === testimony.id)).toEqual(approved);
    expect((await read(author, endpoints.mine)).items).toEqual([approved]);
  });

  it('keeps a rejected testimony from others while its author sees the review', async () => {
    const author = await t.signUp();
    const other = await t.signUp();
    const testimony = await addTestimony(author);
    const rejected = await reviewed(admin, testimony.id, {
      status: 'rejected',
      review_note: '  Please leave out the full names.  ',
    });
    expect(rejected).toMatchObject({
      status: 'rejected',
      review_note: 'Please leave out the full names.',
      reviewed_at: expect.any(String),
    });

    await expectHiddenFrom(other, testimony.id);
    expect(await testimonyOf(author, testimony.id)).toEqual(rejected);
    expect((await read(author, endpoints.mine)).items).toEqual([rejected]);
  });

  it('tells a testimony from the member’s own prayer only', async () => {
    const author = await t.signUp();
    const other = await t.signUp();
    const prayer = await addPrayer(author);
    const othersPrayer = await addPrayer(other);

    const fromPrayer = await addTestimony(author, { prayer_id: prayer.id });
    expect(fromPrayer.prayer_id).toBe(prayer.id);
    expect((await addTestimony(author, { prayer_id: null })).prayer_id).toBeNull();

    await expectError(
      await post(author, { title: 'x', content: 'x', prayer_id: othersPrayer.id }),
      404,
      PRAYER_NOT_FOUND,
    );
    await expectError(
      await post(author, { title: 'x', content: 'x', prayer_id: UNKNOWN_ID }),
      404,
      PRAYER_NOT_FOUND,
    );
    expect((await read(author, endpoints.mine)).total).toBe(2);

    // Deleting the prayer keeps the testimony, no longer linked.
    const deleted = await t.request(`/api/prayers/${prayer.id}`, {
      method: 'DELETE',
      cookie: author.cookie,
    });
    expect(deleted.status).toBe(204);
    expect((await testimonyOf(author, fromPrayer.id)).prayer_id).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['no title', { content: 'x' }, TESTIMONY_TITLE_REQUIRED],
    ['a blank title', { title: '  ', content: 'x' }, TESTIMONY_TITLE_REQUIRED],
    ['a title that is not text', { title: ['x'], content: 'x' }, TESTIMONY_TITLE_REQUIRED],
    [
      'a long title',
      { title: 'a'.repeat(201), content: 'x' },
      'Title must be 200 characters or fewer',
    ],
    ['no content', { title: 'x' }, CONTENT_REQUIRED],
    ['blank content', { title: 'x', content: '\t ' }, CONTENT_REQUIRED],
    [
      'content over the limit',
      { title: 'x', content: 'a'.repeat(20_001) },
      'Please keep it under 20,000 characters',
    ],
    ['a malformed prayer id', { title: 'x', content: 'x', prayer_id: 'abc' }, PRAYER_NOT_FOUND],
    ['a null character', { title: 'x\u0000', content: 'x' }, NULL_CHARACTER_MESSAGE],
  ])('refuses a new testimony with %s', async (_case, body, message) => {
    const member = await t.signUp();
    await expectError(await post(member, body), 400, message);
    expect((await read(member, endpoints.mine)).total).toBe(0);
  });

  describe('in an app of their own', () => {
    // The lists are checked whole, so no other test's testimonies may be in them.
    const fresh = useTestApp();
    const readFresh = readAs(fresh);

    it('lists approved and own testimonies newest first, a page at a time', async () => {
      const moderator = await fresh.signUpAdmin();
      const author = await fresh.signUp({ name: 'Lois' });
      const reader = await fresh.signUp();
      const add = async (title: string, createdAt: string) => {
        const { testimony } = await readFresh(author, endpoints.create, {
          body: { title, content: 'Thanks be to God.' },
          status: 201,
        });
        return (await backdate(fresh.db, testimonies, testimony, createdAt)).id;
      };
      const oldest = await add('Oldest', '2026-01-01T00:00:00Z');
      const newest = await add('Newest', '2026-03-01T00:00:00Z');
      const middle = await add('Middle', '2026-02-01T00:00:00Z');
      const pending = await add('Still pending', '2026-04-01T00:00:00Z');
      for (const id of [oldest, newest, middle]) {
        await readFresh(moderator, endpoints.review, {
          params: { id },
          body: { status: 'approved' },
        });
      }

      const shared = await readFresh(reader, endpoints.list);
      expect(ids(shared.items)).toEqual([newest, middle, oldest]);
      expect(shared.items.map((item) => item.author_name)).toEqual(['Lois', 'Lois', 'Lois']);
      const first = await readFresh(reader, endpoints.list, { query: { limit: 2 } });
      expect(first).toEqual({ items: shared.items.slice(0, 2), total: 3, next_offset: 2 });
      const rest = await readFresh(reader, endpoints.list, { query: { limit: 2, offset: 2 } });
      expect(rest).toEqual({ items: shared.items.slice(2), total: 3, next_offset: null });

      const own = await readFresh(author, endpoints.mine);
      expect(ids(own.items)).toEqual([pending, newest, middle, oldest]);
      const ownPage = await readFresh(author, endpoints.mine, { query: { limit: 1, offset: 1 } });
      expect(ownPage).toEqual({ items: [own.items[1]], total: 4, next_offset: 2 });

      const queue = await readFresh(moderator, endpoints.reviewList);
      expect(ids(queue.items)).toEqual([pending]);
      const approvedQueue = await readFresh(moderator, endpoints.reviewList, {
        query: { status: 'approved', limit: 2 },
      });
      expect(ids(approvedQueue.items)).toEqual([newest, middle]);
      expect(approvedQueue).toMatchObject({ total: 3, next_offset: 2 });
      expect(
        await readFresh(moderator, endpoints.reviewList, { query: { status: 'rejected' } }),
      ).toEqual(EMPTY_PAGE);

      for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=x']) {
        for (const path of ['/api/testimonies', '/api/testimonies/mine']) {
          const response = await fresh.request(`${path}?${query}`, { cookie: reader.cookie });
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual({ error: expect.any(String) });
        }
      }
    });
  });

  it('lets an author withdraw their own testimony only', async () => {
    const author = await t.signUp();
    const other = await t.signUp();
    const testimony = await addTestimony(author);
    await approve(testimony.id);

    // Approved testimonies are readable by all, but only their author may delete them.
    await expectError(await remove(other, testimony.id), 404, TESTIMONY_NOT_FOUND);
    await expectError(await remove(admin, testimony.id), 404, TESTIMONY_NOT_FOUND);
    expect((await remove(author, testimony.id)).status).toBe(204);
    await expectError(await remove(author, testimony.id), 404, TESTIMONY_NOT_FOUND);
    await expectError(
      await t.request(`/api/testimonies/${testimony.id}`, { cookie: author.cookie }),
      404,
      TESTIMONY_NOT_FOUND,
    );
    expect(ids((await read(other, endpoints.list)).items)).not.toContain(testimony.id);
  });

  it('answers another member with 404 on every route of a testimony not shared with them', async () => {
    const author = await t.signUp();
    const stranger = await t.signUp();
    const prayer = await addPrayer(author);
    const testimony = await addTestimony(author, { prayer_id: prayer.id });

    await expectError(
      await t.request(`/api/testimonies/${testimony.id}`, { cookie: stranger.cookie }),
      404,
      TESTIMONY_NOT_FOUND,
    );
    await expectError(await remove(stranger, testimony.id), 404, TESTIMONY_NOT_FOUND);
    await expectError(
      await post(stranger, { title: 'x', content: 'x', prayer_id: prayer.id }),
      404,
      PRAYER_NOT_FOUND,
    );
    expect(await read(stranger, endpoints.mine)).toEqual(EMPTY_PAGE);
    expect(ids((await read(stranger, endpoints.list)).items)).not.toContain(testimony.id);
    // Still there for its author.
    expect(await testimonyOf(author, testimony.id)).toEqual(testimony);
  });

  it('answers a malformed or unknown id with 404', async () => {
    const member = await t.signUp();
    for (const id of ['not-a-uuid', '42', UNKNOWN_ID]) {
      await expectError(
        await t.request(`/api/testimonies/${id}`, { cookie: member.cookie }),
        404,
        TESTIMONY_NOT_FOUND,
      );
      await expectError(await remove(member, id), 404, TESTIMONY_NOT_FOUND);
      await expectError(await review(admin, id, { status: 'approved' }), 404, TESTIMONY_NOT_FOUND);
    }
  });

  describe('moderation', () => {
    it('is for admins only', async () => {
      const member = await t.signUp();
      const testimony = await addTestimony(member);
      await expectError(
        await t.request('/api/admin/testimonies', { cookie: member.cookie }),
        403,
        ADMIN_ONLY_MESSAGE,
      );
      await expectError(
        await review(member, testimony.id, { status: 'approved' }),
        403,
        ADMIN_ONLY_MESSAGE,
      );
      // The author cannot approve their own testimony either.
      expect((await testimonyOf(member, testimony.id)).status).toBe('pending');
    });

    it('records the reviewer and the time, and allows a second review', async () => {
      const author = await t.signUp({ name: 'Eunice' });
      const testimony = await addTestimony(author);

      const queue = await read(admin, endpoints.reviewList, { query: { status: 'pending' } });
      const queued = queue.items.find((item) => item.id === testimony.id);
      // The admin sees the author's id and name.
      expect(queued).toEqual({ ...testimony, user_id: author.id, author_name: 'Eunice' });

      const approved = await approve(testimony.id, 'Lovely');
      expect(approved).toMatchObject({ status: 'approved', review_note: 'Lovely' });
      const [row] = await t.db.select().from(testimonies).where(eq(testimonies.id, testimony.id));
      expect(row?.reviewed_by).toBe(admin.id);
      expect(row?.reviewed_at?.toISOString()).toBe(approved.reviewed_at);

      // A second admin withdraws the approval; the note goes with the earlier review.
      const second = await t.signUpAdmin();
      const rejected = await reviewed(second, testimony.id, { status: 'rejected' });
      expect(rejected).toMatchObject({ status: 'rejected', review_note: null });
      expect(Date.parse(rejected.reviewed_at ?? '')).toBeGreaterThanOrEqual(
        Date.parse(approved.reviewed_at ?? ''),
      );
      const [again] = await t.db.select().from(testimonies).where(eq(testimonies.id, testimony.id));
      expect(again?.reviewed_by).toBe(second.id);
      const other = await t.signUp();
      await expectError(
        await t.request(`/api/testimonies/${testimony.id}`, { cookie: other.cookie }),
        404,
        TESTIMONY_NOT_FOUND,
      );
      const queues = await read(admin, endpoints.reviewList, { query: { status: 'rejected' } });
      expect(ids(queues.items)).toContain(testimony.id);
    });

    it.each<[string, unknown, string]>([
      ['no status', {}, 'Approve or reject the testimony'],
      ['a pending status', { status: 'pending' }, 'Approve or reject the testimony'],
      ['an unknown status', { status: 'maybe' }, 'Approve or reject the testimony'],
      [
        'a long note',
        { status: 'approved', review_note: 'a'.repeat(2001) },
        'Review note must be 2000 characters or fewer',
      ],
      ['a null character', { status: 'approved', review_note: '\u0000' }, NULL_CHARACTER_MESSAGE],
    ])('refuses a review with %s', async (_case, body, message) => {
      const author = await t.signUp();
      const testimony = await addTestimony(author);
      await expectError(await review(admin, testimony.id, body), 400, message);
      const [row] = await t.db.select().from(testimonies).where(eq(testimonies.id, testimony.id));
      expect(row?.status).toBe('pending');
    });

    it('refuses an unknown status filter or a bad page', async () => {
      await expectError(
        await t.request('/api/admin/testimonies?status=hidden', { cookie: admin.cookie }),
        400,
        'Choose a status',
      );
      for (const query of ['limit=0', 'limit=101', 'offset=-1']) {
        const response = await t.request(`/api/admin/testimonies?${query}`, {
          cookie: admin.cookie,
        });
        expect(response.status).toBe(400);
      }
    });
  });
});
