import { ACHIEVEMENTS, type EarnedAchievement, journalEndpoints } from '@manna/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenLedger } from '../../db/schema';
import { type TestMember, useTestApp } from '../../testing/test-app';
import { journalClient } from './journal-test-helpers';

const JOURNAL = ACHIEVEMENTS.filter((achievement) => achievement.type === 'journal');
const [FIRST, SECOND, THIRD] = JOURNAL;

describe('journal achievements', () => {
  const t = useTestApp();
  const j = journalClient(t);

  const status = (member: TestMember) => j.read(member, journalEndpoints.achievements);
  const names = (earned: EarnedAchievement[]) => earned.map((achievement) => achievement.name);
  const achievementLedger = (member: TestMember) =>
    t.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.user_id, member.id), eq(tokenLedger.reason, 'achievement')));

  it('starts with every journal achievement locked, in threshold order', async () => {
    const member = await t.signUp();
    expect(await status(member)).toEqual({
      entry_count: 0,
      achievements: JOURNAL.map((achievement) => ({
        id: expect.any(String),
        name: achievement.name,
        description: achievement.description,
        threshold: achievement.threshold,
        badge_color: achievement.badge_color,
        reward_tokens: achievement.reward_tokens,
        earned: false,
        earned_at: null,
      })),
      next: { name: FIRST?.name, threshold: 1, remaining: 1 },
    });
  });

  it('awards each threshold once, counting entries and topic entries, and credits its tokens', async () => {
    const member = await t.signUp();
    const before = await j.tokensOf(member);

    const first = await j.addEntry(member);
    expect(first.earned).toEqual([
      {
        id: expect.any(String),
        type: 'journal',
        name: FIRST?.name,
        description: FIRST?.description,
        badge_color: FIRST?.badge_color,
        reward_tokens: FIRST?.reward_tokens,
      },
    ]);
    expect(await j.tokensOf(member)).toBe(before + (FIRST?.reward_tokens ?? 0));

    const topic = await j.addTopic(member);
    for (let written = 2; written <= 4; written++) {
      expect((await j.addEntry(member)).earned).toEqual([]);
    }
    // The fifth is a topic entry: both kinds count towards the same thresholds.
    const fifth = await j.addTopicEntry(member, topic.id);
    expect(names(fifth.earned)).toEqual([SECOND?.name]);
    const rewarded = (FIRST?.reward_tokens ?? 0) + (SECOND?.reward_tokens ?? 0);
    expect(await j.tokensOf(member)).toBe(before + rewarded);

    const progress = await status(member);
    expect(progress.entry_count).toBe(5);
    expect(progress.achievements.map((achievement) => achievement.earned)).toEqual(
      JOURNAL.map((achievement) => achievement.threshold <= 5),
    );
    expect(progress.achievements[0]?.earned_at).toEqual(expect.any(String));
    expect(progress.achievements[2]?.earned_at).toBeNull();
    expect(progress.next).toEqual({ name: THIRD?.name, threshold: 10, remaining: 5 });

    // Falling below a threshold and reaching it again earns nothing twice.
    const response = await t.request(`/api/journal/entries/${first.id}`, {
      method: 'DELETE',
      cookie: member.cookie,
    });
    expect(response.status).toBe(204);
    expect((await status(member)).entry_count).toBe(4);
    expect((await j.addEntry(member)).earned).toEqual([]);
    expect(await j.tokensOf(member)).toBe(before + rewarded);
    const ledger = await achievementLedger(member);
    expect(ledger.map((row) => row.delta).sort((a, b) => a - b)).toEqual([
      FIRST?.reward_tokens,
      SECOND?.reward_tokens,
    ]);
  });

  it('counts only the member’s own entries and awards nothing for a refused one', async () => {
    const member = await t.signUp();
    const other = await t.signUp();
    await j.addEntry(other);
    expect((await status(member)).entry_count).toBe(0);

    const paused = await j.addTopic(member, { status: 'paused' });
    const refused = await t.request(`/api/journal/topics/${paused.id}/entries`, {
      method: 'POST',
      cookie: member.cookie,
      json: { content: 'x' },
    });
    expect(refused.status).toBe(400);
    expect(await status(member)).toMatchObject({ entry_count: 0, next: { remaining: 1 } });
    expect(await achievementLedger(member)).toEqual([]);
  });

  it('awards a threshold reached by entries written at the same moment', async () => {
    const member = await t.signUp();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        j.read(member, journalEndpoints.createEntry, {
          body: { content: `entry ${index}` },
          status: 201,
        }),
      ),
    );
    const earned = answers.flatMap((answer) => answer.earned);
    expect(names(earned).sort()).toEqual([FIRST?.name, SECOND?.name].sort());
    expect((await status(member)).achievements.filter((item) => item.earned)).toHaveLength(2);
    expect(await achievementLedger(member)).toHaveLength(2);
  });
});
