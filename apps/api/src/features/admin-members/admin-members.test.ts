import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BANNED_AT_SIGN_IN,
  bookmarksEndpoints,
  CANNOT_BAN_YOURSELF,
  CANNOT_DELETE_YOURSELF,
  CANNOT_DEMOTE_YOURSELF,
  adminMembersEndpoints as endpoints,
  journalEndpoints,
  LAST_ADMIN,
  MEMBER_LIST_TOO_DEEP,
  MEMBER_NOT_FOUND,
  MEMBER_SEARCH_TOO_SHORT,
  meEndpoints,
  prayersEndpoints,
  purchasesEndpoints,
  readingEndpoints,
  studyNotesEndpoints,
  testimoniesEndpoints,
  tokensBelowZeroMessage,
  voiceMemosEndpoints,
} from '@manna/shared';
import { placeholderEmailOf } from '@manna/shared/member-contact';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import { createLocalFileStorage } from '../../lib/storage/local-file-storage';
import { answerOf, memberClient } from '../../testing/member-client';
import { type TestMember, useTestApp } from '../../testing/test-app';
import { voiceMemoSample } from '../voice-memos/voice-memo-samples';
import { banMember, deleteMember, setMemberRole } from './admin-members.service';

const DAY_MS = 24 * 60 * 60 * 1000;

const errorBodySchema = z.object({ error: z.string() });

async function errorOf(response: Response) {
  const { error } = errorBodySchema.parse(await response.json());
  return { status: response.status, error };
}

describe('admin members', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manna-admin-members-'));
  const t = useTestApp({ env: { DATA_DIR: dataDir } });
  let admin: TestMember;
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  beforeAll(async () => {
    admin = await t.signUpAdmin({ name: 'Deborah the Judge' });
  });

  const asAdmin = () => memberClient(t, admin);
  const signIn = (member: Pick<TestMember, 'email' | 'password'>) =>
    t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: member.email, password: member.password },
    });

  describe('the list', () => {
    let phoebe: TestMember;
    let tertius: TestMember;
    let junia: TestMember;
    const ids = () => [phoebe.id, tertius.id, junia.id];

    beforeAll(async () => {
      phoebe = await t.signUp({ name: 'Phoebe Deacon', email: `phoebe-x9q@cenchreae.example` });
      tertius = await t.signUp({ name: 'Tertius Scribe', email: `tertius-x9q@rome.example` });
      junia = await t.signUp({ name: 'junia apostle', email: `junia-x9q@rome.example` });
      // Joined on three different days, signed in on others, one banned, one subscribed.
      const now = Date.now();
      await t.db
        .update(users)
        .set({ createdAt: new Date(now - 3 * DAY_MS), lastLogin: new Date(now - DAY_MS) })
        .where(eq(users.id, phoebe.id));
      await t.db
        .update(users)
        .set({ createdAt: new Date(now - 2 * DAY_MS), lastLogin: null, banned: true })
        .where(eq(users.id, tertius.id));
      await t.db
        .update(users)
        .set({ createdAt: new Date(now - DAY_MS), lastLogin: new Date(now - 60_000) })
        .where(eq(users.id, junia.id));
      await t.db.insert(subscriptions).values({
        user_id: junia.id,
        plan: 'monthly',
        status: 'active',
        provider: 'sandbox',
        current_period_end: new Date(now + 20 * DAY_MS),
      });
    });

    const list = (query: Record<string, string>) =>
      asAdmin().read(endpoints.list, { query: { limit: 50, ...query } });
    const namesOf = (page: { items: { id: string; name: string }[] }) =>
      page.items.filter((item) => ids().includes(item.id)).map((item) => item.name);

    it('searches any part of a name or an e-mail, in any case', async () => {
      expect(namesOf(await list({ q: 'DEACON' }))).toEqual(['Phoebe Deacon']);
      expect(namesOf(await list({ q: 'x9q@rome', sort: 'name' }))).toEqual([
        'junia apostle',
        'Tertius Scribe',
      ]);
      const page = await list({ q: 'x9q' });
      expect(page.total).toBe(3);
      expect(page.total_capped).toBe(false);
    });

    it('shows a phone account by its number, and finds it by the number however it is written', async () => {
      const phoneNumber = '+12025550177';
      const { id } = await t.signUp({ name: 'Rhoda of Jerusalem' });
      // As the phone sign-up makes it (docs/product/accounts-and-shell.md#sign-up-by-phone).
      await t.db
        .update(users)
        .set({ email: placeholderEmailOf(phoneNumber), phoneNumber, phoneNumberVerified: true })
        .where(eq(users.id, id));
      const phoneContact = { kind: 'phone', value: '+1 202 555 0177' };

      for (const q of ['+1 (202) 555-0177', '202 555 0177', '555-0177', '12025550177']) {
        const page = await list({ q });
        expect(
          page.items.map((item) => [item.name, item.contact]),
          q,
        ).toEqual([['Rhoda of Jerusalem', phoneContact]]);
      }
      expect((await list({ q: '202 555 0178' })).items).toEqual([]);
      const detail = await asAdmin().read(endpoints.get, { params: { id } });
      expect(detail.member.contact).toEqual(phoneContact);
    });

    it('takes the search’s wildcards literally', async () => {
      expect((await list({ q: 'x9%' })).total).toBe(0);
      expect((await list({ q: '___' })).total).toBe(0);
    });

    it('pages at most 10,000 members deep', async () => {
      const response = await asAdmin().call(endpoints.list, { query: { offset: 10_001 } });
      expect(await errorOf(response)).toEqual({ status: 400, error: MEMBER_LIST_TOO_DEEP });
      expect((await list({ offset: '10000' })).items).toEqual([]);
    });

    it('refuses a search shorter than three characters with a message', async () => {
      const response = await asAdmin().call(endpoints.list, { query: { q: 'ph' } });
      expect(await errorOf(response)).toEqual({ status: 400, error: MEMBER_SEARCH_TOO_SHORT });
    });

    it('filters by role, ban and subscription', async () => {
      expect(namesOf(await list({ q: 'x9q', banned: 'yes' }))).toEqual(['Tertius Scribe']);
      expect(namesOf(await list({ q: 'x9q', subscribed: 'yes' }))).toEqual(['junia apostle']);
      expect(namesOf(await list({ q: 'x9q', subscribed: 'no', sort: 'oldest' }))).toEqual([
        'Phoebe Deacon',
        'Tertius Scribe',
      ]);
      expect(namesOf(await list({ q: 'x9q', role: 'admin' }))).toEqual([]);
      const admins = await list({ role: 'admin' });
      expect(admins.items.map((item) => item.id)).toContain(admin.id);
      expect(admins.items.every((item) => item.role === 'admin')).toBe(true);
    });

    it('orders by newest, oldest, name and last sign-in, and describes each row', async () => {
      expect(namesOf(await list({ q: 'x9q' }))).toEqual([
        'junia apostle',
        'Tertius Scribe',
        'Phoebe Deacon',
      ]);
      expect(namesOf(await list({ q: 'x9q', sort: 'oldest' }))).toEqual([
        'Phoebe Deacon',
        'Tertius Scribe',
        'junia apostle',
      ]);
      // By name whatever the case; never signed in comes last.
      expect(namesOf(await list({ q: 'x9q', sort: 'name' }))).toEqual([
        'junia apostle',
        'Phoebe Deacon',
        'Tertius Scribe',
      ]);
      expect(namesOf(await list({ q: 'x9q', sort: 'last_sign_in' }))).toEqual([
        'junia apostle',
        'Phoebe Deacon',
        'Tertius Scribe',
      ]);
      const [row] = (await list({ q: 'junia-x9q' })).items;
      expect(row).toEqual({
        id: junia.id,
        name: 'junia apostle',
        contact: { kind: 'email', value: junia.email },
        role: 'user',
        tokens: 0,
        subscribed: true,
        banned: false,
        created_at: expect.any(String),
        last_sign_in_at: expect.any(String),
      });
    });

    it('pages on the server, each member once', async () => {
      const first = await list({ q: 'x9q', limit: '2', offset: '0' });
      expect(first.items).toHaveLength(2);
      expect(first.total).toBe(3);
      expect(first.next_offset).toBe(2);
      const second = await list({ q: 'x9q', limit: '2', offset: '2' });
      expect(second.items).toHaveLength(1);
      expect(second.next_offset).toBeNull();
      const seen = [...first.items, ...second.items].map((item) => item.id);
      expect(new Set(seen)).toEqual(new Set(ids()));
    });
  });

  describe('a member’s page', () => {
    const PRIVATE = 'PRIVATE-9f2c-do-not-show';
    let lydia: TestMember;

    beforeAll(async () => {
      lydia = await t.signUp({ name: 'Lydia of Thyatira' });
      const client = memberClient(t, lydia);
      await client.read(journalEndpoints.createEntry, {
        body: { title: PRIVATE, content: `${PRIVATE} journal` },
        status: 201,
      });
      await client.read(prayersEndpoints.create, {
        body: { title: PRIVATE, content: `${PRIVATE} prayer` },
        status: 201,
      });
      await client.read(studyNotesEndpoints.create, {
        body: { book: 'John', chapter: 1, content: `${PRIVATE} note` },
        status: 201,
      });
      await client.read(bookmarksEndpoints.create, {
        body: { reference: 'Psalm 23:1', text: PRIVATE, translation: 'kjv' },
        status: 201,
      });
      const { plans } = await client.read(readingEndpoints.plans);
      const planId = plans[0]?.id ?? '';
      const { chapters } = await client.read(readingEndpoints.planChapters, { params: { planId } });
      await client.read(readingEndpoints.start, { params: { planId } });
      for (const chapter of chapters.slice(0, 2)) {
        await client.read(readingEndpoints.completion, {
          params: { planId, chapterId: chapter.id },
          body: { completed: true },
        });
      }
    });

    it('shows the profile, role, tokens, subscription, reading counts and ledger', async () => {
      const detail = await asAdmin().read(endpoints.get, { params: { id: lydia.id } });
      expect(detail.member).toEqual({
        id: lydia.id,
        name: 'Lydia of Thyatira',
        contact: { kind: 'email', value: lydia.email },
        email_verified: true,
        role: 'user',
        banned: false,
        ban_reason: null,
        tokens: expect.any(Number),
        time_zone: null,
        created_at: expect.any(String),
        last_sign_in_at: expect.any(String),
      });
      expect(detail.subscription).toBeNull();
      expect(detail.reading).toEqual({
        plans_started: 1,
        plans_completed: 0,
        chapters_read: 2,
        current_streak: 1,
      });
      expect(Array.isArray(detail.ledger)).toBe(true);
    });

    it('never answers what the member wrote for themselves', async () => {
      const answers = await Promise.all([
        t.request(`/api/admin/members/${lydia.id}`, { cookie: admin.cookie }),
        t.request(`/api/admin/members/${lydia.id}/sign-ins`, { cookie: admin.cookie }),
        t.request(`/api/admin/members/${lydia.id}/audit-log`, { cookie: admin.cookie }),
        t.request(`/api/admin/members?q=lydia`, { cookie: admin.cookie }),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(await answer.text()).not.toContain(PRIVATE);
      }
    });

    it('pages the sign-ins, newest first, each sign-in a row', async () => {
      const before = await asAdmin().read(endpoints.signIns, { params: { id: lydia.id } });
      expect(before.total).toBe(1);
      await signIn(lydia);
      const after = await asAdmin().read(endpoints.signIns, {
        params: { id: lydia.id },
        query: { limit: 1 },
      });
      expect(after.total).toBe(2);
      expect(after.items).toHaveLength(1);
      expect(after.next_offset).toBe(1);
      expect(after.items[0]).toEqual({
        id: expect.any(String),
        ip_address: expect.any(String),
        user_agent: null,
        created_at: expect.any(String),
      });
    });

    it('answers an unknown member with 404', async () => {
      for (const url of ['/api/admin/members/nobody', '/api/admin/members/nobody/sign-ins']) {
        const response = await t.request(url, { cookie: admin.cookie });
        expect(await errorOf(response)).toEqual({ status: 404, error: MEMBER_NOT_FOUND });
      }
    });
  });

  describe('roles', () => {
    it('makes a member an admin and back, with audit rows', async () => {
      const silas = await t.signUp({ name: 'Silas' });
      const promoted = await asAdmin().read(endpoints.setRole, {
        params: { id: silas.id },
        body: { role: 'admin' },
      });
      expect(promoted.member.role).toBe('admin');
      expect((await memberClient(t, silas).read(meEndpoints.get)).user?.role).toBe('admin');
      await asAdmin().read(endpoints.setRole, { params: { id: silas.id }, body: { role: 'user' } });
      const audit = await asAdmin().read(endpoints.auditLog, { params: { id: silas.id } });
      expect(audit.items.map((row) => [row.action, row.before, row.after])).toEqual([
        ['member.role', { role: 'admin' }, { role: 'user' }],
        ['member.role', { role: 'user' }, { role: 'admin' }],
      ]);
      expect(audit.items[0]?.admin_id).toBe(admin.id);
    });

    it('refuses to remove the admin’s own role', async () => {
      const response = await asAdmin().call(endpoints.setRole, {
        params: { id: admin.id },
        body: { role: 'user' },
      });
      expect(await errorOf(response)).toEqual({ status: 409, error: CANNOT_DEMOTE_YOURSELF });
    });
  });

  describe('tokens', () => {
    it('adds and takes tokens with a reason, as ledger rows the member sees too', async () => {
      const ruth = await t.signUp({ name: 'Ruth' });
      const added = await asAdmin().read(endpoints.adjustTokens, {
        params: { id: ruth.id },
        body: { amount: 10, reason: 'Helped at the retreat' },
      });
      expect(added.member.tokens).toBe(10);
      expect(added.entry).toMatchObject({
        delta: 10,
        balance_after: 10,
        reason: 'admin_adjustment',
        description: 'Helped at the retreat',
      });
      const taken = await asAdmin().read(endpoints.adjustTokens, {
        params: { id: ruth.id },
        body: { amount: -4, reason: 'Granted twice by mistake' },
      });
      expect(taken.entry).toMatchObject({ delta: -4, balance_after: 6 });

      const ledger = await memberClient(t, ruth).read(purchasesEndpoints.tokenLedger);
      expect(ledger.items.map((row) => [row.delta, row.reason, row.description])).toEqual([
        [-4, 'admin_adjustment', 'Granted twice by mistake'],
        [10, 'admin_adjustment', 'Helped at the retreat'],
      ]);
      const detail = await asAdmin().read(endpoints.get, { params: { id: ruth.id } });
      expect(detail.ledger.map((row) => row.delta)).toEqual([-4, 10]);
      const audit = await asAdmin().read(endpoints.auditLog, { params: { id: ruth.id } });
      expect(audit.items[0]).toMatchObject({
        action: 'member.tokens',
        before: { tokens: 10 },
        after: { tokens: 6, delta: -4, reason: 'Granted twice by mistake' },
      });
    });

    it('refuses to take the balance below zero, and changes nothing', async () => {
      const naomi = await t.signUp({ name: 'Naomi' });
      await asAdmin().read(endpoints.adjustTokens, {
        params: { id: naomi.id },
        body: { amount: 3, reason: 'Welcome' },
      });
      const response = await asAdmin().call(endpoints.adjustTokens, {
        params: { id: naomi.id },
        body: { amount: -5, reason: 'Too much' },
      });
      expect(await errorOf(response)).toEqual({ status: 409, error: tokensBelowZeroMessage(3) });
      const detail = await asAdmin().read(endpoints.get, { params: { id: naomi.id } });
      expect(detail.member.tokens).toBe(3);
      expect(detail.ledger).toHaveLength(1);
    });

    it('requires a reason and a whole amount other than zero', async () => {
      const naomi = await t.signUp();
      for (const body of [
        { amount: 5, reason: '  ' },
        { amount: 0, reason: 'Nothing' },
        { amount: 1.5, reason: 'Half' },
      ]) {
        const response = await asAdmin().post(`/api/admin/members/${naomi.id}/tokens`, body);
        expect(response.status).toBe(400);
      }
    });
  });

  describe('bans and sessions', () => {
    it('bans a member: signed out at once and refused at sign-in, until unbanned', async () => {
      const demas = await t.signUp({ name: 'Demas' });
      const banned = await asAdmin().read(endpoints.ban, {
        params: { id: demas.id },
        body: { reason: 'Spam in testimonies' },
      });
      expect(banned.member).toMatchObject({ banned: true, ban_reason: 'Spam in testimonies' });
      expect((await memberClient(t, demas).read(meEndpoints.get)).user).toBeNull();

      const refused = await signIn(demas);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ message: BANNED_AT_SIGN_IN });

      const unbanned = await asAdmin().read(endpoints.unban, { params: { id: demas.id } });
      expect(unbanned.member).toMatchObject({ banned: false, ban_reason: null });
      expect((await signIn(demas)).status).toBe(200);
      const audit = await asAdmin().read(endpoints.auditLog, { params: { id: demas.id } });
      expect(audit.items.map((row) => row.action)).toEqual(['member.unban', 'member.ban']);
    });

    it('refuses to ban or delete the admin themselves', async () => {
      const ban = await asAdmin().call(endpoints.ban, { params: { id: admin.id }, body: {} });
      expect(await errorOf(ban)).toEqual({ status: 409, error: CANNOT_BAN_YOURSELF });
      const remove = await asAdmin().call(endpoints.remove, { params: { id: admin.id } });
      expect(await errorOf(remove)).toEqual({ status: 409, error: CANNOT_DELETE_YOURSELF });
    });

    it('signs a member out on every device', async () => {
      const onyx = await t.signUp();
      const second = await signIn(onyx);
      const secondCookie = second.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      const { revoked } = await asAdmin().read(endpoints.revokeSessions, {
        params: { id: onyx.id },
      });
      expect(revoked).toBe(2);
      for (const cookie of [onyx.cookie, secondCookie]) {
        expect((await memberClient(t, { cookie }).read(meEndpoints.get)).user).toBeNull();
      }
      const audit = await asAdmin().read(endpoints.auditLog, { params: { id: onyx.id } });
      expect(audit.items[0]).toMatchObject({
        action: 'member.revoke-sessions',
        after: { sessions_ended: 2 },
      });
    });
  });

  describe('deleting an account', () => {
    it('removes every row the member owns and their voice memo files', async () => {
      const ananias = await t.signUp({ name: 'Ananias' });
      const client = memberClient(t, ananias);
      const form = new FormData();
      form.set('audio', new Blob([voiceMemoSample('webm')], { type: 'audio/webm' }), 'memo.webm');
      const { memo } = await answerOf(
        voiceMemosEndpoints.upload,
        await t.request('/api/voice-memos', { method: 'POST', cookie: ananias.cookie, body: form }),
        201,
      );
      const memoFile = path.join(dataDir, 'voice-memos', ananias.id, `${memo.id}.webm`);
      expect(existsSync(memoFile)).toBe(true);
      await client.read(journalEndpoints.createEntry, {
        body: { content: 'With a memo', voice_memo_url: memo.url },
        status: 201,
      });
      await client.read(prayersEndpoints.create, {
        body: { title: 'P', content: 'C' },
        status: 201,
      });
      await client.read(testimoniesEndpoints.create, {
        body: { title: 'T', content: 'C' },
        status: 201,
      });
      await asAdmin().read(endpoints.adjustTokens, {
        params: { id: ananias.id },
        body: { amount: 2, reason: 'Before deletion' },
      });

      // Every column that names a member, from the database's own foreign keys.
      const references = await selectRows<{ table_name: string; column_name: string }>(
        t.db,
        sql`select c.conrelid::regclass::text as table_name, a.attname as column_name
            from pg_constraint c
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
            where c.contype = 'f' and c.confrelid = 'users'::regclass`,
      );
      expect(references.length).toBeGreaterThan(10);
      const rowsNaming = async (id: string) => {
        let found = 0;
        for (const { table_name, column_name } of references) {
          const [row] = await selectRows<{ n: number }>(
            t.db,
            sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${id}`,
          );
          found += row?.n ?? 0;
        }
        return found;
      };
      expect(await rowsNaming(ananias.id)).toBeGreaterThan(5);

      expect((await asAdmin().call(endpoints.remove, { params: { id: ananias.id } })).status).toBe(
        204,
      );

      expect(await rowsNaming(ananias.id)).toBe(0);
      expect(await t.db.select().from(users).where(eq(users.id, ananias.id))).toEqual([]);
      expect(existsSync(memoFile)).toBe(false);
      expect((await signIn(ananias)).status).toBe(401);
      // The audit keeps whom it was about, by id and name, once the account is gone.
      const log = await asAdmin().read(endpoints.auditLog, { params: { id: admin.id } });
      expect(log.items).toEqual([]);
      const [deletion] = await selectRows<{ before: { name: string } }>(
        t.db,
        sql`select before from admin_audit_log where action = 'member.delete' and target_id = ${ananias.id}`,
      );
      expect(deletion?.before.name).toBe('Ananias');
    });
  });
});

describe('the last admin', () => {
  const t = useTestApp({ seed: false });

  const storage = createLocalFileStorage(mkdtempSync(path.join(tmpdir(), 'manna-last-admin-')));

  it('cannot be demoted, banned or deleted, whoever asks', async () => {
    const only = await t.signUpAdmin();
    const member = await t.signUp();
    for (const act of [
      () => setMemberRole(t.db, member.id, only.id, 'user'),
      () => banMember(t.db, member.id, only.id, { reason: null }),
      () => deleteMember({ ...t.deps, storage }, member.id, only.id),
    ]) {
      await expect(act()).rejects.toEqual(new DomainError('last_admin'));
    }
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, only.id));
    expect(row?.role).toBe('admin');
  });

  it('holds when two admins demote each other at once: one of them stays', async () => {
    const [first, second] = await Promise.all([t.signUpAdmin(), t.signUpAdmin()]);
    // These two are the only admins left.
    await t.db
      .update(users)
      .set({ role: 'user' })
      .where(sql`${users.id} not in (${first.id}, ${second.id})`);
    const answers = await Promise.all([
      memberClient(t, first).call(endpoints.setRole, {
        params: { id: second.id },
        body: { role: 'user' },
      }),
      memberClient(t, second).call(endpoints.setRole, {
        params: { id: first.id },
        body: { role: 'user' },
      }),
    ]);
    // The one served second is refused: by the last-admin rule in its transaction, or (if the
    // first had committed before its request was let in) as no longer an admin.
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const refused = answers.find((answer) => answer.status === 409);
    if (refused) expect(await errorOf(refused)).toEqual({ status: 409, error: LAST_ADMIN });
    const admins = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});
