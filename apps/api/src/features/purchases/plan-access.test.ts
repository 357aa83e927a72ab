import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  notEnoughTokensMessage,
  PLAN_LOCKED,
  PLAN_NOT_FOUND,
  purchasesEndpoints,
  type ReadingPlan,
  readingEndpoints,
} from '@manna/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { planUnlocks, tokenLedger, userReadingProgress, users } from '../../db/schema';
import { memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';
import { creditTokens } from '../tokens/token-ledger';

describe('premium plans', () => {
  const t = useTestApp();
  const read = readAs(t);
  let plans: ReadingPlan[];
  const planIdOf = (title: string) => plans.find((plan) => plan.title === title)?.id ?? '';
  const gospels = () => planIdOf('The Gospels in 30 Days');
  const newTestament = () => planIdOf('New Testament Reading Plan');

  beforeAll(async () => {
    plans = (await memberClient(t).read(readingEndpoints.plans)).plans;
  });

  async function give(member: TestMember, tokens: number) {
    await creditTokens(t.db, {
      userId: member.id,
      delta: tokens,
      reason: 'admin_adjustment',
      sourceId: `gift-${tokens}`,
      description: 'A gift',
    });
  }

  it('shows every plan as free, premium-and-locked, unlocked or included', async () => {
    const member = await t.signUp();
    const access = await read(member, purchasesEndpoints.planAccess);
    expect(access.unlock_price_tokens).toBe(30);
    expect(access.tokens).toBe(0);
    expect(access.plans.map(({ slug, premium, access }) => ({ slug, premium, access }))).toEqual(
      expect.arrayContaining([
        { slug: 'new-testament', premium: false, access: 'free' },
        { slug: 'gospels-30-days', premium: true, access: 'locked' },
        { slug: 'letters-of-paul', premium: true, access: 'locked' },
      ]),
    );
  });

  it('lets anyone look at a locked plan, and refuses to start or mark it', async () => {
    const member = await t.signUp();
    const client = memberClient(t, member);
    const { chapters } = await client.read(readingEndpoints.planChapters, {
      params: { planId: gospels() },
    });
    const [first] = chapters;
    const planId = gospels();
    await expectError(
      await client.call(readingEndpoints.start, { params: { planId } }),
      403,
      PLAN_LOCKED,
    );
    await expectError(
      await client.call(readingEndpoints.completion, {
        params: { planId, chapterId: first?.id ?? '' },
        body: { completed: true },
      }),
      403,
      PLAN_LOCKED,
    );
    await expectError(
      await client.call(readingEndpoints.catchUp, {
        params: { planId },
        body: { chapter_ids: [first?.id ?? ''] },
      }),
      403,
      PLAN_LOCKED,
    );
    await expectError(
      await client.call(readingEndpoints.adjustSchedule, {
        params: { planId },
        body: { kind: 'shift' },
      }),
      403,
      PLAN_LOCKED,
    );
    expect(
      await t.db
        .select()
        .from(userReadingProgress)
        .where(eq(userReadingProgress.user_id, member.id)),
    ).toEqual([]);
    // The free plan is open to everyone.
    await client.read(readingEndpoints.start, { params: { planId: newTestament() } });
  });

  it('refuses to unlock with too few tokens, saying how many are needed', async () => {
    const member = await t.signUp();
    await give(member, 12);
    await expectError(
      await memberClient(t, member).call(purchasesEndpoints.unlockPlan, {
        params: { planId: gospels() },
      }),
      400,
      notEnoughTokensMessage(30, 12),
    );
    expect((await read(member, purchasesEndpoints.planAccess)).tokens).toBe(12);
  });

  it('unlocks a plan for its price, once, and then the member reads it', async () => {
    const member = await t.signUp();
    await give(member, 45);
    const unlocked = await read(member, purchasesEndpoints.unlockPlan, {
      params: { planId: gospels() },
    });
    expect(unlocked).toEqual({
      plan: { plan_id: gospels(), slug: 'gospels-30-days', premium: true, access: 'unlocked' },
      tokens: 15,
    });
    // Again: answered as it is, no second charge.
    expect(
      (await read(member, purchasesEndpoints.unlockPlan, { params: { planId: gospels() } })).tokens,
    ).toBe(15);
    const spends = await t.db
      .select({
        delta: tokenLedger.delta,
        description: tokenLedger.description,
        balance_after: tokenLedger.balance_after,
      })
      .from(tokenLedger)
      .where(and(eq(tokenLedger.user_id, member.id), eq(tokenLedger.reason, 'spend')));
    expect(spends).toEqual([
      { delta: -30, balance_after: 15, description: 'Unlocked The Gospels in 30 Days' },
    ]);

    const { progress } = await read(member, readingEndpoints.start, {
      params: { planId: gospels() },
    });
    expect(progress.plan_id).toBe(gospels());
  });

  it('answers a free plan as free, without a charge, and an unknown one with 404', async () => {
    const member = await t.signUp();
    await give(member, 30);
    expect(
      await read(member, purchasesEndpoints.unlockPlan, { params: { planId: newTestament() } }),
    ).toEqual({
      plan: { plan_id: newTestament(), slug: 'new-testament', premium: false, access: 'free' },
      tokens: 30,
    });
    await expectError(
      await memberClient(t, member).call(purchasesEndpoints.unlockPlan, {
        params: { planId: UNKNOWN_ID },
      }),
      404,
      PLAN_NOT_FOUND,
    );
  });

  it('spends once when two unlocks race with tokens for one', async () => {
    const member = await t.signUp();
    await give(member, 30);
    const client = memberClient(t, member);
    const responses = await Promise.all(
      [gospels(), planIdOf('The Letters of Paul in 30 Days'), gospels()].map((planId) =>
        client.call(purchasesEndpoints.unlockPlan, { params: { planId } }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    // The unlocks take turns on the member's row: one spends, the other plan is refused (and a
    // second gospels unlock, if the gospels won, is answered as already unlocked).
    expect(statuses).toContain(200);
    expect(statuses).toContain(400);
    const [member_] = await t.db
      .select({ tokens: users.tokens })
      .from(users)
      .where(eq(users.id, member.id));
    expect(member_?.tokens).toBe(0);
    expect(
      await t.db.select().from(planUnlocks).where(eq(planUnlocks.user_id, member.id)),
    ).toHaveLength(1);
    const spends = await t.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.user_id, member.id), eq(tokenLedger.reason, 'spend')));
    expect(spends).toHaveLength(1);
  });

  it('unlocks the plans members had started before they became premium (the migration)', async () => {
    const member = await t.signUp();
    await t.db.insert(userReadingProgress).values([
      { user_id: member.id, plan_id: gospels() },
      { user_id: member.id, plan_id: newTestament() },
    ]);
    const migration = await readFile(
      path.join(import.meta.dirname, '../../db/migrations/0005_commerce.sql'),
      'utf8',
    );
    const grandfathering = migration
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('grandfathered'));
    expect(grandfathering).toBeDefined();
    // Run twice: a re-run (or a member already unlocked) changes nothing.
    await t.db.execute(sql.raw(grandfathering ?? ''));
    await t.db.execute(sql.raw(grandfathering ?? ''));
    expect(
      await t.db
        .select({ plan_id: planUnlocks.plan_id, source: planUnlocks.source })
        .from(planUnlocks)
        .where(eq(planUnlocks.user_id, member.id)),
    ).toEqual([{ plan_id: gospels(), source: 'grandfathered' }]);
    expect(
      (await read(member, purchasesEndpoints.planAccess)).plans.find(
        (plan) => plan.plan_id === gospels(),
      )?.access,
    ).toBe('unlocked');
  });
});
