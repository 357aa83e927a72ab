import {
  adminEndpoints,
  testimoniesEndpoints as endpoints,
  prayersEndpoints,
  TESTIMONY_NOT_FOUND,
  type Testimony,
} from '@manna/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, testimonies } from '../../db/schema';
import { ADMIN_ONLY_MESSAGE } from '../../lib/middlewares';
import { backdate } from '../../testing/backdate';
import { memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';

// The admin's review of testimonies and the audit rows it writes
// (docs/product/prayers-and-testimonies.md#moderation). Each file has its own database, so the
// counts below are this file's alone.
describe('testimony moderation', () => {
  const t = useTestApp();
  const read = readAs(t);
  let admin: TestMember;
  let author: TestMember;

  beforeAll(async () => {
    [admin, author] = await Promise.all([
      t.signUpAdmin({ name: 'Overseer Titus' }),
      t.signUp({ name: 'Priscilla' }),
    ]);
  });

  async function share(title: string, createdAt?: string, prayerId?: string): Promise<Testimony> {
    const { testimony } = await read(author, endpoints.create, {
      body: { title, content: 'The Lord provided.', prayer_id: prayerId },
      status: 201,
    });
    return createdAt ? backdate(t.db, testimonies, testimony, createdAt) : testimony;
  }
  const review = (id: string, status: 'approved' | 'rejected', review_note?: string) =>
    read(admin, endpoints.review, { params: { id }, body: { status, review_note } });
  const auditRowsOf = (id: string) =>
    t.db.select().from(adminAuditLog).where(eq(adminAuditLog.target_id, id));

  it('counts the queues, lists each newest first and pages them on the server', async () => {
    const old = await share('Old', '2026-01-01T00:00:00Z');
    const mid = await share('Mid', '2026-02-01T00:00:00Z');
    const recent = await share('Recent', '2026-03-01T00:00:00Z');
    const turnedDown = await share('Turned down', '2026-03-02T00:00:00Z');
    await review(old.id, 'approved');
    await review(turnedDown.id, 'rejected', 'Names left in');

    expect(await read(admin, endpoints.reviewCounts)).toEqual({
      pending: 2,
      approved: 1,
      rejected: 1,
    });
    const waiting = await read(admin, endpoints.reviewList, {
      query: { status: 'pending', limit: 1 },
    });
    expect(waiting).toMatchObject({ items: [{ id: recent.id }], total: 2, next_offset: 1 });
    const rest = await read(admin, endpoints.reviewList, {
      query: { status: 'pending', limit: 1, offset: 1 },
    });
    expect(rest).toMatchObject({ items: [{ id: mid.id }], total: 2, next_offset: null });
    expect(
      (await read(admin, endpoints.reviewList, { query: { status: 'rejected' } })).items,
    ).toMatchObject([
      { id: turnedDown.id, review_note: 'Names left in', author_name: 'Priscilla' },
    ]);
    expect((await read(admin, adminEndpoints.overview)).testimonies_pending).toBe(2);
  });

  it('shows an admin any testimony with its prayer’s title, never the prayer’s request', async () => {
    const { prayer } = await read(author, prayersEndpoints.create, {
      body: { title: 'For my brother', content: 'A private request no admin may read.' },
      status: 201,
    });
    const testimony = await share('My brother came home', undefined, prayer.id);

    const answer = await read(admin, endpoints.reviewGet, { params: { id: testimony.id } });
    expect(answer).toEqual({
      testimony: { ...testimony, author_name: 'Priscilla' },
      prayer: { id: prayer.id, title: 'For my brother' },
    });
    expect(JSON.stringify(answer)).not.toContain('A private request');

    const plain = await share('No prayer');
    expect((await read(admin, endpoints.reviewGet, { params: { id: plain.id } })).prayer).toBe(
      null,
    );
    for (const id of ['nope', UNKNOWN_ID]) {
      await expectError(
        await t.request(`/api/admin/testimonies/${id}`, { cookie: admin.cookie }),
        404,
        TESTIMONY_NOT_FOUND,
      );
    }
  });

  it('writes an audit row with each review, naming approve, reject and unpublish', async () => {
    const testimony = await share('Audited');
    await review(testimony.id, 'rejected', 'Please shorten it');
    await review(testimony.id, 'approved');
    // Rejecting a shared testimony takes it down: an unpublish, and the author reads the note.
    const unpublished = await review(testimony.id, 'rejected', 'Taken down: a name slipped in');
    expect(unpublished.testimony).toMatchObject({ status: 'rejected' });
    const own = await read(author, endpoints.get, { params: { id: testimony.id } });
    expect(own.testimony).toMatchObject({
      status: 'rejected',
      review_note: 'Taken down: a name slipped in',
    });
    const community = await read(author, endpoints.list, { query: { limit: 100 } });
    expect(community.items.map((item) => item.id)).not.toContain(testimony.id);

    const log = await read(admin, adminEndpoints.auditLog, { query: { limit: 100 } });
    const rows = log.items.filter((row) => row.target_id === testimony.id);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'testimony.unpublish',
        { status: 'approved', review_note: null },
        { status: 'rejected', review_note: 'Taken down: a name slipped in' },
      ],
      [
        'testimony.approve',
        { status: 'rejected', review_note: 'Please shorten it' },
        { status: 'approved', review_note: null },
      ],
      [
        'testimony.reject',
        { status: 'pending', review_note: null },
        { status: 'rejected', review_note: 'Please shorten it' },
      ],
    ]);
    expect(rows[0]).toMatchObject({
      admin_id: admin.id,
      admin_name: 'Overseer Titus',
      target_user_id: author.id,
      target_user_name: 'Priscilla',
      target_type: 'testimony',
      created_at: expect.any(String),
    });
    // Newest first across the whole log.
    const times = log.items.map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const firstPage = await read(admin, adminEndpoints.auditLog, { query: { limit: 1 } });
    expect(firstPage).toMatchObject({ items: [log.items[0]], total: log.total, next_offset: 1 });
  });

  it('keeps neither the review without its audit row nor the row without the review', async () => {
    const testimony = await share('All or nothing');
    // The audit insert fails: the review it belongs to must not be kept either.
    await t.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_audit before insert on admin_audit_log
      for each row execute function refuse_audit()`);
    try {
      const response = await memberClient(t, admin).call(endpoints.review, {
        params: { id: testimony.id },
        body: { status: 'approved' },
      });
      expect(response.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_audit on admin_audit_log`);
      await t.db.execute(sql`drop function refuse_audit()`);
    }
    const [row] = await t.db.select().from(testimonies).where(eq(testimonies.id, testimony.id));
    expect(row).toMatchObject({ status: 'pending', reviewed_by: null, reviewed_at: null });
    expect(await auditRowsOf(testimony.id)).toEqual([]);

    // A review that fails (no such testimony) leaves no audit row.
    await expectError(
      await memberClient(t, admin).call(endpoints.review, {
        params: { id: UNKNOWN_ID },
        body: { status: 'approved' },
      }),
      404,
      TESTIMONY_NOT_FOUND,
    );
    expect(await auditRowsOf(UNKNOWN_ID)).toEqual([]);

    // The same review succeeds once the log takes rows again, with exactly one.
    await review(testimony.id, 'approved');
    expect(await auditRowsOf(testimony.id)).toHaveLength(1);
  });

  it('keeps the audit rows of a member whose account is deleted, unnamed', async () => {
    const leaving = await t.signUp({ name: 'Demas' });
    const { testimony } = await read(leaving, endpoints.create, {
      body: { title: 'Leaving soon', content: 'Thanks.' },
      status: 201,
    });
    await review(testimony.id, 'approved');
    await t.db.execute(sql`delete from users where id = ${leaving.id}`);
    const [row] = await auditRowsOf(testimony.id);
    expect(row).toMatchObject({ target_user_id: null, action: 'testimony.approve' });
  });

  it('refuses members with 403 and visitors with 401 on every moderation route', async () => {
    const testimony = await share('Guarded');
    const paths: [string, string][] = [
      ['GET', '/api/admin/audit-log'],
      ['GET', '/api/admin/testimonies'],
      ['GET', '/api/admin/testimonies/counts'],
      ['GET', `/api/admin/testimonies/${testimony.id}`],
      ['POST', `/api/admin/testimonies/${testimony.id}/review`],
    ];
    for (const [method, path] of paths) {
      const json = method === 'POST' ? { status: 'approved' } : undefined;
      await expectError(
        await t.request(path, { method, cookie: author.cookie, json }),
        403,
        ADMIN_ONLY_MESSAGE,
      );
      await expectError(await t.request(path, { method, json }), 401, 'User not authenticated');
    }
    expect(await auditRowsOf(testimony.id)).toEqual([]);
  });
});
